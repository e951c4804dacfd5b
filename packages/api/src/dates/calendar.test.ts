import { describe, expect, it } from 'vitest';
import {
  addDays,
  anniversariesBetween,
  datesBetween,
  daysInMonth,
  isWeekend,
  monthOf,
  monthSpan,
  parseYmd,
  weekOf,
  weekdayOf,
  yearMonthOf,
} from './calendar';

describe('calendar helpers', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('gives Monday-to-Sunday weeks and whole months', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekOf('2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(monthOf('2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('counts the days of a month and knows the weekend', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-11')).toBe(30);
    expect(isWeekend('2026-11-21')).toBe(true); // Saturday
    expect(isWeekend('2026-11-22')).toBe(true); // Sunday
    expect(isWeekend('2026-11-23')).toBe(false);
  });

  it('names the month of a date and spans a month given as yyyy-MM', () => {
    expect(yearMonthOf('2026-11-23')).toBe('2026-11');
    expect(monthSpan('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthSpan('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(() => monthSpan('2026-13')).toThrow(/yyyy-MM-dd/);
  });

  it('finds yearly recurrences in a window, with the years since', () => {
    // A window across the new year holds the December and the January dates.
    expect(anniversariesBetween('2019-01-05', '2026-12-20', '2027-01-19')).toEqual([
      { ymd: '2027-01-05', years: 8 },
    ]);
    expect(anniversariesBetween('1990-12-24', '2026-12-20', '2027-01-19')).toEqual([
      { ymd: '2026-12-24', years: 36 },
    ]);
    expect(anniversariesBetween('1990-11-01', '2026-12-20', '2027-01-19')).toEqual([]);
    // 29 February recurs on 28 February in a common year, on the 29th in a leap year.
    expect(anniversariesBetween('2000-02-29', '2027-02-01', '2027-03-31')).toEqual([
      { ymd: '2027-02-28', years: 27 },
    ]);
    expect(anniversariesBetween('2000-02-29', '2028-02-01', '2028-03-31')).toEqual([
      { ymd: '2028-02-29', years: 28 },
    ]);
  });

  it('rejects text that is not a date, and dates the calendar does not have', () => {
    expect(() => parseYmd('23/11/2026')).toThrow(/yyyy-MM-dd/);
    // The library alone would quietly constrain this to 2026-02-28.
    expect(() => addDays('2026-02-30', 1)).toThrow(/yyyy-MM-dd/);
  });
});
