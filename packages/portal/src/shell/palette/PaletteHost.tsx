import { useCommandPaletteShortcut } from '@maru/ui';
import { useAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { LazyPaletteDialog, loadPaletteDialog } from './paletteChunk';
import { openAfterShortcut, paletteOpenAtom } from './paletteState';
import { useTypeAhead } from './useTypeAhead';

/** How long after mounting the palette's code is fetched when the browser is idle anyway. */
const IDLE_PREFETCH_TIMEOUT_MS = 4000;

/** Reports the commit in which the lazily loaded dialog has rendered (its code has arrived). */
function Arrival({ onArrive }: { onArrive: () => void }) {
  useLayoutEffect(onArrive, [onArrive]);
  return null;
}

/**
 * The command palette's place in the signed-in shell (spec 01 §2): Ctrl/⌘+K anywhere toggles
 * it, the header's search button opens it (`useOpenSearch`). Its code — the palette, fuse.js,
 * the virtualized list — stays out of the first load (GUIDE §6): it is fetched when the browser
 * is first idle, or on first open, whichever comes first.
 *
 * No press is lost on the way (docs/portal-palette.md "Opening"): the shortcut listens from the
 * commit that mounts the host; the dialog is mounted (closed) as soon as the idle prefetch has
 * its code, so opening is then immediate; before that, a press opens the palette when its code
 * arrives (a repeated press does not cancel it unseen), the keys typed meanwhile become its
 * query, and its input takes the focus.
 */
export function PaletteHost() {
  const [isOpen, setOpen] = useAtom(paletteOpenAtom);
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const [arrived, setArrived] = useState(false);
  const markArrived = useCallback(() => setArrived(true), []);

  const onShortcut = useCallback(
    () => setOpen((open) => openAfterShortcut(open, arrived)),
    [setOpen, arrived],
  );
  useCommandPaletteShortcut({ ready: true, onToggle: onShortcut });
  const cancelOpening = useCallback(() => setOpen(false), [setOpen]);
  const typedAhead = useTypeAhead(isOpen && !arrived, cancelOpening);

  useEffect(() => {
    const idle = globalThis.requestIdleCallback;
    if (typeof idle !== 'function') return undefined;
    let live = true;
    const prefetch = () =>
      void loadPaletteDialog().then(
        () => live && setMounted(true),
        () => undefined,
      );
    const handle = idle(prefetch, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => {
      live = false;
      globalThis.cancelIdleCallback?.(handle);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyPaletteDialog isOpen={isOpen} onOpenChange={setOpen} initialQuery={typedAhead} />
      <Arrival onArrive={markArrived} />
    </Suspense>
  );
}
