import { useLayoutEffect, useRef } from 'react';
import { isImeComposing } from '../keyboard';

/** The parts of a keydown the shortcut test reads. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  keyCode?: number;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

/**
 * Ctrl+K or ⌘K (spec 01 §2), without Alt or Shift, outside an IME composition. Both modifiers
 * work on every platform: Windows users on a Mac keyboard and the reverse both exist.
 */
export function isPaletteShortcut(event: ShortcutKeyEvent): boolean {
  if (isImeComposing(event) || event.altKey || event.shiftKey) return false;
  if (event.ctrlKey === event.metaKey) return false;
  return event.key.toLowerCase() === 'k';
}

export interface CommandPaletteShortcutOptions {
  /**
   * The palette may open (spec 01 §4 "toggles only when ready"): the session and menus are
   * loaded. While false the shortcut does nothing and the browser keeps its own Ctrl+K.
   */
  ready: boolean;
  /** Opens or closes the palette. */
  onToggle: () => void;
  /** Where to listen; the whole document by default. */
  target?: Document | HTMLElement | null;
}

/**
 * Installs the palette's global shortcut for the app. A key the palette already handled (its
 * input uses Ctrl+K to move up, and marks the event) does not toggle it again.
 *
 * The listener is installed in the commit that mounts the hook (a layout effect), not after
 * the paint: a passive effect may run only after the browser has shown the shell and handled
 * the user's first key, and that Ctrl+K would be lost (spec 01 §2 "anywhere").
 */
export function useCommandPaletteShortcut({
  ready,
  onToggle,
  target,
}: CommandPaletteShortcutOptions): void {
  const toggleRef = useRef(onToggle);
  useLayoutEffect(() => {
    toggleRef.current = onToggle;
  }, [onToggle]);

  useLayoutEffect(() => {
    if (!ready) return undefined;
    const node = target === undefined ? globalThis.document : target;
    if (!node) return undefined;
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent;
      if (key.defaultPrevented || !isPaletteShortcut(key)) return;
      // The browser's own Ctrl+K (focus the address bar search) would steal the focus.
      key.preventDefault();
      toggleRef.current();
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [ready, target]);
}
