import { useCommandPaletteShortcut } from '@maru/ui';
import { useAtom, useSetAtom } from 'jotai';
import { Suspense, lazy, useEffect, useState } from 'react';
import { paletteOpenAtom, togglePaletteAtom } from './paletteState';

const loadPalette = () => import('./PaletteDialog');
const PaletteDialog = lazy(() =>
  loadPalette().then((module) => ({ default: module.PaletteDialog })),
);

/** How long after mounting the palette's code is fetched when the browser is idle anyway. */
const IDLE_PREFETCH_TIMEOUT_MS = 4000;

/**
 * The command palette's place in the signed-in shell (spec 01 §2): Ctrl/⌘+K anywhere toggles
 * it, the header's search button opens it (`useOpenSearch`). Its code — the palette, fuse.js,
 * the virtualized list — stays out of the first load (GUIDE §6): it is fetched when the browser
 * is first idle, or on first open, whichever comes first, and mounted from the first open on.
 */
export function PaletteHost() {
  const [isOpen, setOpen] = useAtom(paletteOpenAtom);
  const toggle = useSetAtom(togglePaletteAtom);
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  useCommandPaletteShortcut({ ready: true, onToggle: toggle });

  useEffect(() => {
    const idle = globalThis.requestIdleCallback;
    if (typeof idle !== 'function') return undefined;
    const handle = idle(() => void loadPalette().catch(() => undefined), {
      timeout: IDLE_PREFETCH_TIMEOUT_MS,
    });
    return () => globalThis.cancelIdleCallback?.(handle);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  );
}
