import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, debounce } from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('autocomplete debounce default is 300 ms (spec 02 §9)', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(300);
  });

  it('calls once, with the last arguments, after the wait since the last call', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('김');
    vi.advanceTimersByTime(200);
    search('김철');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    expect(search.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('김철');
    expect(search.pending()).toBe(false);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const search = debounce(fn, 300);
    search('a');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('a wait of 0 still defers the call to a later task', () => {
    const fn = vi.fn();
    const search = debounce(fn, 0);
    search('a');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledWith('a');
  });
});
