/**
 * The first seconds' network belongs to the page's own calls and modules: on a slow phone
 * network a preload started at the first idle moment (while the session's calls were under
 * way) delayed them, and the page's largest paint with them, by about 0.2 s.
 */
export const PRELOAD_DELAY_MS = 5000;

/**
 * Runs `preload` once the page has had its first seconds and the browser is idle, so a lazily
 * loaded part (the message box, the toasts) is there before it is usually first needed, without
 * a network round trip then; needed earlier, it loads then. A failure is left to the part's
 * own load when it is needed. Returns the cancel function, for an effect's cleanup.
 */
export function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  const run = () => {
    preload().catch(() => undefined);
  };
  let idleHandle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: 5000 });
    } else {
      // Safari has no requestIdleCallback: the delay alone.
      run();
    }
  }, PRELOAD_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
  };
}
