import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithin, ROUTE_LOAD_TIMEOUT_MS, RouteLoadTimeoutError } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('route loader timeout (spec 01 §8: the loader times out at 120 s)', () => {
  it('spec 01 §8: a page module that takes longer than 120 s rejects with a timeout', async () => {
    vi.useFakeTimers();
    const loading = loadWithin(() => new Promise<never>(() => undefined));
    const outcome = expect(loading).rejects.toBeInstanceOf(RouteLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(ROUTE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('a module that arrives in time is passed on, and its failure too', async () => {
    await expect(loadWithin(async () => 'page')).resolves.toBe('page');
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/p.js');
    await expect(loadWithin(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
