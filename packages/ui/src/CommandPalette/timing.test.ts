import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PALETTE_TIMING, throttleLeading } from './timing';

describe('palette timings (spec 01 §9)', () => {
  it('spec 01 §9: the values are the spec’s', () => {
    expect(PALETTE_TIMING).toEqual({
      searchDebounceMs: 300,
      filterDebounceMs: 50,
      renderDebounceMs: 100,
      selectThrottleMs: 1000,
      emptyDelayMs: 500,
      loadingClearMs: 25,
    });
  });
});

describe('throttleLeading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 01 §9: selection is throttled to once a second (first call runs, repeats are dropped)', () => {
    const select = vi.fn();
    const throttled = throttleLeading(select, PALETTE_TIMING.selectThrottleMs);
    expect(throttled('a')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(throttled('b')).toBe(false);
    expect(select).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(throttled('c')).toBe(true);
    expect(select.mock.calls).toEqual([['a'], ['c']]);
  });

  it('a dropped call never fires later', () => {
    const select = vi.fn();
    const throttled = throttleLeading(select, 1000);
    throttled(1);
    throttled(2);
    vi.advanceTimersByTime(5000);
    expect(select).toHaveBeenCalledTimes(1);
  });
});
