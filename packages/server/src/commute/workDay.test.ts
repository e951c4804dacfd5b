import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  monthOf,
  weekOf,
  weekdayOf,
  workDayEnd,
  workDayOf,
  workDayStart,
} from './workDay';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('workDayOf — a work day runs from 06:00 to 05:59 next day in the caller’s clock', () => {
  it('puts 05:59:59 Seoul time in the previous work day and 06:00:00 in the new one', () => {
    // 2026-11-23 06:00 KST is 2026-11-22 21:00 UTC.
    expect(workDayOf(at('2026-11-22T20:59:59Z'), 540)).toBe('2026-11-22');
    expect(workDayOf(at('2026-11-22T21:00:00Z'), 540)).toBe('2026-11-23');
  });

  it('keeps a night shift ending at 02:00 in the day it started', () => {
    expect(workDayOf(at('2026-11-23T17:00:00Z'), 540)).toBe('2026-11-23'); // 02:00 KST on the 24th
  });

  it('uses the caller’s offset, not the server’s zone', () => {
    const moment = at('2026-11-23T03:00:00Z');
    expect(workDayOf(moment, 540)).toBe('2026-11-23'); // 12:00 Seoul
    expect(workDayOf(moment, -300)).toBe('2026-11-22'); // 22:00 New York the day before
    expect(workDayOf(moment, 0)).toBe('2026-11-22'); // 03:00 UTC, before 06:00
  });

  it('crosses month and year ends at the 06:00 boundary', () => {
    expect(workDayOf(at('2026-12-31T20:59:59Z'), 540)).toBe('2026-12-31');
    expect(workDayOf(at('2026-12-31T21:00:00Z'), 540)).toBe('2027-01-01');
  });

  it('gives the first and last second of a work day', () => {
    expect(workDayStart('2026-11-23', 540)).toBe(at('2026-11-22T21:00:00Z'));
    expect(workDayEnd('2026-11-23', 540)).toBe(at('2026-11-23T20:59:59Z'));
    expect(workDayOf(workDayStart('2026-11-23', 540), 540)).toBe('2026-11-23');
    expect(workDayOf(workDayEnd('2026-11-23', 540), 540)).toBe('2026-11-23');
  });
});

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

  it('rejects text that is not a date', () => {
    expect(() => workDayStart('23/11/2026', 540)).toThrow(/yyyy-MM-dd/);
  });
});
