import { lazy } from 'react';
import type { ComponentType } from 'react';
// Type-only: a value import here would pull the dialog back into the first load.
import type * as MessageBoxModule from './MessageBox';
import type { MessageBoxProps } from './MessageBox';

let loading: Promise<typeof MessageBoxModule> | null = null;

/**
 * Fetches the modal dialog code (react-aria's overlay, dialog, focus scope and text field
 * hooks). It is kept out of the first load because every page mounts the host but few ever
 * open a box; one fetch is shared, and a failed one is forgotten so the next call retries.
 */
export function loadMessageBox(): Promise<typeof MessageBoxModule> {
  loading ??= import('./MessageBox').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A fresh lazy MessageBox. React keeps a lazy component's rejection forever, so the host asks
 * for a new one after a failed load instead of reusing a dead one.
 */
export function createLazyMessageBox(): ComponentType<MessageBoxProps> {
  return lazy(() => loadMessageBox().then((module) => ({ default: module.MessageBox })));
}

/**
 * Loads the dialog code once the browser is idle after the first render, so the first alert
 * opens without a network round trip. Returns the cancel function for an effect cleanup.
 */
export function preloadMessageBoxWhenIdle(): () => void {
  const preload = () => {
    // A failure here is not an error yet: opening a box retries and handles it then.
    loadMessageBox().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: wait until the page has settled a little.
  const handle = window.setTimeout(preload, 1500);
  return () => window.clearTimeout(handle);
}
