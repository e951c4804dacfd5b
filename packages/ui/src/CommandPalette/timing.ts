/** The palette's timings in milliseconds (spec 01 §4, §9). */
export interface PaletteTiming {
  /** Wait after the last keystroke before the async sources are asked. */
  searchDebounceMs: number;
  /** Wait after the last keystroke before the local commands are filtered. */
  filterDebounceMs: number;
  /** Wait after the last change of results before the list re-renders. */
  renderDebounceMs: number;
  /** At most one selection per this long (a double Enter never opens two pages). */
  selectThrottleMs: number;
  /** How long "no results" must hold, with nothing loading, before the message shows. */
  emptyDelayMs: number;
  /** The loading flag clears this long after results arrive, when no fetch is in progress. */
  loadingClearMs: number;
}

/** The spec's values: search 300, filter 50, render 100, select 1000, empty 500, loading 25. */
export const PALETTE_TIMING: Readonly<PaletteTiming> = Object.freeze({
  searchDebounceMs: 300,
  filterDebounceMs: 50,
  renderDebounceMs: 100,
  selectThrottleMs: 1000,
  emptyDelayMs: 500,
  loadingClearMs: 25,
});

/**
 * Leading-edge throttle: the first call runs at once, further calls within `waitMs` of it are
 * dropped (not deferred: a dropped selection must not fire a second later by surprise).
 * `now` is injectable so tests and fake timers agree on the clock.
 */
export function throttleLeading<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  now: () => number = Date.now,
): (...args: Args) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - last < waitMs) return false;
    last = time;
    fn(...args);
    return true;
  };
}
