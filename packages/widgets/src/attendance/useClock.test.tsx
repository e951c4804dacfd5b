import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { CLOCK_TICK_MS, useClock } from './useClock';

afterEach(() => vi.useRealTimers());

describe('attendance clock (spec 02 §9: clock tick 500 ms)', () => {
  it('ticks every 500 ms', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 20, 9, 0, 0, 0));
    const { result } = renderHook(() => useClock());
    expect(CLOCK_TICK_MS).toBe(500);
    const first = result.current.getTime();
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.getTime()).toBe(first + 500);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.getTime()).toBe(first + 1500);
  });

  it('a fixed time never moves (stable screenshots)', () => {
    vi.useFakeTimers();
    const fixed = new Date(2026, 10, 20, 9, 0, 0);
    const { result } = renderHook(() => useClock(fixed));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(fixed);
  });
});
