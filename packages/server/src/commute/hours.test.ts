import { describe, expect, it } from 'vitest';
import { periodInfo, weekHours } from './hours';

const H = 3600;

describe('weekly hours: legal 40 h, extended limit 12 h, total limit 52 h', () => {
  it('counts everything up to 40 h as normal work', () => {
    expect(weekHours(39 * H)).toEqual({
      legalSeconds: 40 * H,
      limitExtendedSeconds: 12 * H,
      limitSeconds: 52 * H,
      normalWorkSeconds: 39 * H,
      extendedWorkSeconds: 0,
    });
  });

  it('splits the week’s worked seconds at 40 h into normal and extended work', () => {
    expect(weekHours(45 * H + 30)).toMatchObject({
      normalWorkSeconds: 40 * H,
      extendedWorkSeconds: 5 * H + 30,
    });
  });
});

describe('current period: the calendar month', () => {
  it('normal limit is 8 h per weekday of the month; extended is 12 h a week scaled by days / 7', () => {
    // November 2026: 30 days, 21 weekdays.
    expect(periodInfo('2026-11-01', '2026-11-30', 10 * H)).toEqual({
      normalWorkLimitSeconds: 21 * 8 * H,
      extendedWorkLimitSeconds: Math.floor((12 * H * 30) / 7),
      normalWorkSeconds: 10 * H,
      extendedWorkSeconds: 0,
    });
  });

  it('work beyond the month’s normal limit is extended work', () => {
    // February 2027: 28 days, 20 weekdays → 160 h normal, 48 h extended.
    expect(periodInfo('2027-02-01', '2027-02-28', 170 * H)).toEqual({
      normalWorkLimitSeconds: 160 * H,
      extendedWorkLimitSeconds: 48 * H,
      normalWorkSeconds: 160 * H,
      extendedWorkSeconds: 10 * H,
    });
  });
});
