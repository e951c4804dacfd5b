// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadMessageBoxWhenIdle } from './loadMessageBox';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preloadMessageBoxWhenIdle', () => {
  it('preload on idle: waits for requestIdleCallback and can be cancelled', () => {
    const request = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const stop = preloadMessageBoxWhenIdle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 5000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('preload without requestIdleCallback (Safari): falls back to a timer that cleanup clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const stop = preloadMessageBoxWhenIdle();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
