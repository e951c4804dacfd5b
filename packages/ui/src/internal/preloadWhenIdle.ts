/**
 * Runs `preload` once the browser is idle after the first render, so a lazily loaded part
 * (the message box, the toasts) is there before it is first needed, without a network round
 * trip then. A failure is left to the part's own load when it is needed. Returns the cancel
 * function, for an effect's cleanup.
 */
export function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  const run = () => {
    preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: wait until the page has settled a little.
  const handle = window.setTimeout(run, 1500);
  return () => window.clearTimeout(handle);
}
