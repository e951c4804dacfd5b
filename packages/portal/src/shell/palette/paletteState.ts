import { atom } from 'jotai';

/** Whether the command palette is open; the header button and Ctrl/⌘+K set it. */
export const paletteOpenAtom = atom(false);

/**
 * The palette's open state after Ctrl/⌘+K (spec 01 §2, §4): a palette on screen closes, any
 * other opens. An open palette whose code is still arriving is not on screen yet: the user has
 * seen nothing to close, so a repeated press keeps it opening instead of cancelling it unseen.
 */
export function openAfterShortcut(isOpen: boolean, onScreen: boolean): boolean {
  return !(isOpen && onScreen);
}
