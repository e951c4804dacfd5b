import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  allDatesValue,
  customRangeValue,
  dayRangeOf,
  isRangeOrdered,
  presetDayRange,
  toDateRangeValue,
  valueForPreset,
} from './rangePresets';

const day = (y: number, m: number, d: number) => new CalendarDate(y, m, d);
const iso = (range: { start: CalendarDate; end: CalendarDate }) =>
  `${range.start.toString()}..${range.end.toString()}`;

describe('search date presets (spec 01 §9)', () => {
  const today = day(2026, 11, 20);

  it('all emits no boundaries', () => {
    expect(valueForPreset('all', today, 'Asia/Seoul')).toEqual({
      preset: 'all',
      start: null,
      end: null,
    });
    expect(allDatesValue).toEqual({ preset: 'all', start: null, end: null });
  });

  it('P1W covers the week ending today', () => {
    expect(valueForPreset('P1W', today, 'Asia/Seoul')).toEqual({
      preset: 'P1W',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('P1M covers the month ending today', () => {
    expect(valueForPreset('P1M', today, 'Asia/Seoul')).toEqual({
      preset: 'P1M',
      start: '2026-10-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('P1Y covers the year ending today', () => {
    expect(valueForPreset('P1Y', today, 'Asia/Seoul')).toEqual({
      preset: 'P1Y',
      start: '2025-11-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('presets are written in the given time zone', () => {
    expect(valueForPreset('P1W', today, 'America/New_York')).toEqual({
      preset: 'P1W',
      start: '2026-11-13T00:00:00.000-0500',
      end: '2026-11-20T23:59:59.999-0500',
    });
  });
});

describe('preset month-end and leap-year edges', () => {
  it('P1M from March 31 clamps to the end of February (common year)', () => {
    expect(iso(presetDayRange('P1M', day(2026, 3, 31)))).toBe('2026-02-28..2026-03-31');
  });

  it('P1M from March 31 clamps to February 29 in a leap year', () => {
    expect(iso(presetDayRange('P1M', day(2028, 3, 31)))).toBe('2028-02-29..2028-03-31');
  });

  it('P1M from May 31 clamps to April 30', () => {
    expect(iso(presetDayRange('P1M', day(2026, 5, 31)))).toBe('2026-04-30..2026-05-31');
  });

  it('P1M from January 15 crosses the year boundary', () => {
    expect(iso(presetDayRange('P1M', day(2027, 1, 15)))).toBe('2026-12-15..2027-01-15');
  });

  it('P1Y from February 29 clamps to February 28', () => {
    expect(iso(presetDayRange('P1Y', day(2028, 2, 29)))).toBe('2027-02-28..2028-02-29');
  });

  it('P1W across a month and year boundary', () => {
    expect(iso(presetDayRange('P1W', day(2027, 1, 3)))).toBe('2026-12-27..2027-01-03');
  });

  it('P1W across a leap day', () => {
    expect(iso(presetDayRange('P1W', day(2028, 3, 3)))).toBe('2028-02-25..2028-03-03');
  });
});

describe('custom range validity (spec 01 §4: both dates valid, start ≤ end)', () => {
  it('a single day is a valid range', () => {
    expect(isRangeOrdered({ start: day(2026, 11, 20), end: day(2026, 11, 20) })).toBe(true);
  });

  it('an end before the start is not', () => {
    expect(isRangeOrdered({ start: day(2026, 11, 21), end: day(2026, 11, 20) })).toBe(false);
  });

  it('toDateRangeValue writes a custom range from day boundaries', () => {
    expect(
      toDateRangeValue('custom', { start: day(2026, 11, 1), end: day(2026, 11, 21) }, 'Asia/Seoul'),
    ).toEqual({
      preset: 'custom',
      start: '2026-11-01T00:00:00.000+0900',
      end: '2026-11-21T23:59:59.999+0900',
    });
  });
});

describe('customRangeValue: a stored yyyy-MM-dd period back to the picker value', () => {
  it('writes whole days in the given zone and reads back as the same days', () => {
    const value = customRangeValue('2026-11-01', '2026-11-21', 'Asia/Seoul');
    expect(value).toEqual({
      preset: 'custom',
      start: '2026-11-01T00:00:00.000+0900',
      end: '2026-11-21T23:59:59.999+0900',
    });
    expect(
      iso(dayRangeOf(value, day(2026, 11, 30)) ?? { start: day(1, 1, 1), end: day(1, 1, 1) }),
    ).toBe('2026-11-01..2026-11-21');
  });

  it('takes the offset in force on each day (daylight saving)', () => {
    expect(customRangeValue('2026-03-01', '2026-03-31', 'America/New_York')).toMatchObject({
      start: '2026-03-01T00:00:00.000-0500',
      end: '2026-03-31T23:59:59.999-0400',
    });
  });

  it('refuses a date the calendar does not have', () => {
    expect(() => customRangeValue('2026-02-30', '2026-03-01', 'Asia/Seoul')).toThrow();
  });
});

describe('dayRangeOf', () => {
  const today = day(2026, 11, 20);

  it('reads the days of a written value', () => {
    const value = toDateRangeValue(
      'custom',
      { start: day(2026, 1, 2), end: day(2026, 3, 4) },
      'Asia/Tokyo',
    );
    expect(iso(dayRangeOf(value, today) ?? { start: today, end: today })).toBe(
      '2026-01-02..2026-03-04',
    );
  });

  it('computes a duration preset given without boundaries from today', () => {
    const range = dayRangeOf({ preset: 'P1M', start: null, end: null }, today);
    expect(range && iso(range)).toBe('2026-10-20..2026-11-20');
  });

  it('has no days for all, nor for a custom value without boundaries', () => {
    expect(dayRangeOf(allDatesValue, today)).toBeNull();
    expect(dayRangeOf({ preset: 'custom', start: null, end: null }, today)).toBeNull();
  });
});
