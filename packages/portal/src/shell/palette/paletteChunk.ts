import { lazyModule } from '../../lazy';

/** The palette's code (the dialog, the ui palette, fuse.js, the virtual list): a lazy chunk. */
const paletteChunk = lazyModule(() => import('./PaletteDialog'));

export const loadPaletteDialog = paletteChunk.preload;

export const LazyPaletteDialog = paletteChunk.component('PaletteDialog');
