// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_DELAY_MS, preloadWhenIdle } from './preloadWhenIdle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preloadWhenIdle', () => {
  const preload = vi.fn(() => Promise.resolve());

  it('preload after the first seconds, when the browser is idle; cancellable at each step', () => {
    const request = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);

    const stopEarly = preloadWhenIdle(preload);
    stopEarly();
    vi.advanceTimersByTime(PRELOAD_DELAY_MS);
    expect(request).not.toHaveBeenCalled();

    const stop = preloadWhenIdle(preload);
    vi.advanceTimersByTime(PRELOAD_DELAY_MS - 1);
    expect(request).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 5000 });
    expect(preload).not.toHaveBeenCalled();
    request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('preload without requestIdleCallback (Safari): after the delay alone, which cleanup clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    preload.mockClear();
    const stop = preloadWhenIdle(preload);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    preloadWhenIdle(preload);
    vi.advanceTimersByTime(PRELOAD_DELAY_MS);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is left to the load when the part is needed (no unhandled rejection)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    preloadWhenIdle(failing);
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
