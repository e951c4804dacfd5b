import { lazy } from 'react';

/** The palette's code (the dialog, the ui palette, fuse.js, the virtual list): a lazy chunk. */
export const loadPaletteDialog = () => import('./PaletteDialog');

export const LazyPaletteDialog = lazy(() =>
  loadPaletteDialog().then((module) => ({ default: module.PaletteDialog })),
);
