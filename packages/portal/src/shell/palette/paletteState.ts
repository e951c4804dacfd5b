import { atom } from 'jotai';

/** Whether the command palette is open; the header button and Ctrl/⌘+K set it. */
export const paletteOpenAtom = atom(false);

/** Opens or closes the palette (the shortcut toggles, spec 01 §4). */
export const togglePaletteAtom = atom(null, (get, set) =>
  set(paletteOpenAtom, !get(paletteOpenAtom)),
);
