// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preloadWhenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preloadWhenIdle', () => {
  const preload = vi.fn(() => Promise.resolve());

  it('preload on idle: waits for requestIdleCallback and can be cancelled', () => {
    const request = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const stop = preloadWhenIdle(preload);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 5000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(preload).not.toHaveBeenCalled();
    request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is left to the load when the part is needed (no unhandled rejection)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    preloadWhenIdle(failing);
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('preload without requestIdleCallback (Safari): falls back to a timer that cleanup clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const stop = preloadWhenIdle(preload);
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
