import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, monthOf, parseYmd, weekOf, weekdayOf } from './workDay';

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
    expect(() => parseYmd('23/11/2026')).toThrow(/yyyy-MM-dd/);
  });
});
