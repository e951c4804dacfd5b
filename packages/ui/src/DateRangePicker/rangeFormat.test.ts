import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatOffset,
  formatRangeEnd,
  formatRangeStart,
  parseRangeBoundary,
  RANGE_BOUNDARY_PATTERN,
} from './rangeFormat';

const day = (y: number, m: number, d: number) => new CalendarDate(y, m, d);

describe("range boundary format yyyy-MM-dd'T'HH:mm:ss.SSSZ (spec 01 §4)", () => {
  it('a start boundary is the first millisecond of the day with a colon-free offset', () => {
    expect(formatRangeStart(day(2026, 11, 21), 'Asia/Seoul')).toBe('2026-11-21T00:00:00.000+0900');
  });

  it('an end boundary is 23:59:59.999 of the end day', () => {
    expect(formatRangeEnd(day(2026, 11, 21), 'Asia/Seoul')).toBe('2026-11-21T23:59:59.999+0900');
  });

  it('UTC is written +0000, never Z', () => {
    expect(formatRangeStart(day(2026, 1, 5), 'UTC')).toBe('2026-01-05T00:00:00.000+0000');
  });

  it('negative and half-hour offsets keep sign, hours and minutes', () => {
    expect(formatRangeStart(day(2026, 1, 5), 'America/New_York')).toBe(
      '2026-01-05T00:00:00.000-0500',
    );
    expect(formatRangeEnd(day(2026, 1, 5), 'Asia/Kolkata')).toBe('2026-01-05T23:59:59.999+0530');
    expect(formatRangeStart(day(2026, 1, 5), 'America/St_Johns')).toBe(
      '2026-01-05T00:00:00.000-0330',
    );
    expect(formatRangeStart(day(2026, 1, 5), 'Asia/Kathmandu')).toBe(
      '2026-01-05T00:00:00.000+0545',
    );
  });

  it('follows daylight saving time: the offset is the one in force on that day', () => {
    expect(formatRangeStart(day(2026, 7, 1), 'America/New_York')).toBe(
      '2026-07-01T00:00:00.000-0400',
    );
    // 2026-11-01 is the day New York falls back: midnight is still daylight time, the end is not.
    expect(formatRangeStart(day(2026, 11, 1), 'America/New_York')).toBe(
      '2026-11-01T00:00:00.000-0400',
    );
    expect(formatRangeEnd(day(2026, 11, 1), 'America/New_York')).toBe(
      '2026-11-01T23:59:59.999-0500',
    );
  });

  it('pads years, months and days to fixed width', () => {
    expect(formatRangeStart(day(987, 2, 3), 'UTC')).toBe('0987-02-03T00:00:00.000+0000');
  });

  it('every output matches the documented pattern', () => {
    for (const zone of ['Asia/Seoul', 'UTC', 'America/Los_Angeles', 'Australia/Adelaide']) {
      expect(formatRangeStart(day(2028, 2, 29), zone)).toMatch(RANGE_BOUNDARY_PATTERN);
      expect(formatRangeEnd(day(2028, 2, 29), zone)).toMatch(RANGE_BOUNDARY_PATTERN);
    }
  });

  it('formatOffset writes RFC 822 offsets', () => {
    expect(formatOffset(9 * 3_600_000)).toBe('+0900');
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(-(3 * 3_600_000 + 30 * 60_000))).toBe('-0330');
  });
});

describe('parseRangeBoundary', () => {
  it('reads the calendar day of a boundary string', () => {
    expect(parseRangeBoundary('2026-11-21T23:59:59.999+0900')?.toString()).toBe('2026-11-21');
  });

  it('rejects anything that is not the wire format', () => {
    expect(parseRangeBoundary(null)).toBeNull();
    expect(parseRangeBoundary('')).toBeNull();
    expect(parseRangeBoundary('2026-11-21')).toBeNull();
    expect(parseRangeBoundary('2026-11-21T00:00:00.000+09:00')).toBeNull();
    expect(parseRangeBoundary('2026-11-21T00:00:00.000Z')).toBeNull();
    expect(parseRangeBoundary('2026-13-45T00:00:00.000+0900')).toBeNull();
  });

  it('round-trips what the formatter writes', () => {
    const written = formatRangeEnd(day(2024, 2, 29), 'Europe/Berlin');
    expect(parseRangeBoundary(written)?.toString()).toBe('2024-02-29');
  });
});
