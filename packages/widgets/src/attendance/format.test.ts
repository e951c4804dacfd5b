import { describe, expect, it } from 'vitest';
import { formatClock, formatUnixTime, isoDuration, splitDuration } from './format';

describe('attendance time formatting', () => {
  it('splits worked seconds into hours and whole minutes', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(3 * 3600 + 25 * 60 + 59)).toEqual({ hours: 3, minutes: 25 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
  it('gives an ISO duration for the datetime attribute', () => {
    expect(isoDuration(8 * 3600 + 5 * 60)).toBe('PT8H5M');
  });
  it('shows commute times as 24-hour HH:mm', () => {
    const at = new Date(2026, 10, 20, 18, 7, 0);
    expect(formatUnixTime(at.getTime() / 1000, 'en')).toBe('18:07');
    expect(formatUnixTime(at.getTime() / 1000, 'ko')).toMatch(/18:07/);
  });
  it('shows the clock with seconds', () => {
    expect(formatClock(new Date(2026, 10, 20, 9, 3, 4), 'en')).toBe('09:03:04');
  });
});
