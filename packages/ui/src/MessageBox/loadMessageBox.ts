import { lazyModule } from '../internal/lazyWithRetry';

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
export function preloadMessageBoxWhenIdle(): () => void {
  const preload = () => {
    // A failure here is not an error yet: opening a box loads again and handles it then.
    messageBoxChunk.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: wait until the page has settled a little.
  const handle = window.setTimeout(preload, 1500);
  return () => window.clearTimeout(handle);
}
