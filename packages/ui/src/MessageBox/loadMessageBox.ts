import { lazyModule } from '../internal/lazyWithRetry';
import { preloadWhenIdle } from '../internal/preloadWhenIdle';

/**
 * The modal dialog code (react-aria's overlay, dialog, focus scope and text field hooks). It is
 * kept out of the first load because every page mounts the host but few ever open a box; a
 * failed load is asked for again, and never kept, so the next request loads again.
 */
const messageBoxChunk = lazyModule(() => import('./MessageBox'));

/** The MessageBox, suspending until its code is there. */
export const LazyMessageBox = messageBoxChunk.component('MessageBox');

/**
 * Loads the dialog code once the browser is idle after the first render, so the first alert
 * opens without a network round trip. Returns the cancel function for an effect cleanup.
 */
export const preloadMessageBoxWhenIdle = (): (() => void) =>
  preloadWhenIdle(messageBoxChunk.preload);
