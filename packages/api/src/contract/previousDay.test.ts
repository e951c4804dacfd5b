import { describe, expect, it } from 'vitest';
import {
  previousDayEmptyFixture,
  previousDayFixture,
  previousDayRequestedFixture,
  workHoursScenarios,
} from '../fixtures';
import { hoursSchema } from './commute';
import { hoursMinutesSchema, previousDay, previousDaySchema } from './previousDay';

describe('previous-day contract (spec 02 §3 previous-day data)', () => {
  it('is GET /hr/commute/previous-day with an offset (path chosen by us)', () => {
    expect(previousDay.method).toBe('GET');
    expect(previousDay.path).toBe('/hr/commute/previous-day');
    expect(previousDay.query?.safeParse({ offset: '540' }).success).toBe(true);
    expect(previousDay.query?.safeParse({}).success).toBe(false);
  });

  it('every fixture matches the schema', () => {
    for (const day of [
      previousDayFixture(),
      previousDayRequestedFixture,
      previousDayEmptyFixture,
    ]) {
      expect(previousDaySchema.parse(day)).toEqual(day);
    }
    for (const { hours } of Object.values(workHoursScenarios)) {
      expect(hoursSchema.safeParse(hours).success).toBe(true);
    }
  });

  it('spec 02 §3: workTime is HH:mm (hours may pass 24)', () => {
    expect(hoursMinutesSchema.safeParse('08:15').success).toBe(true);
    expect(hoursMinutesSchema.safeParse('26:05').success).toBe(true);
    expect(hoursMinutesSchema.safeParse('8:15').success).toBe(false);
    expect(hoursMinutesSchema.safeParse('08:60').success).toBe(false);
    expect(hoursMinutesSchema.safeParse(29700).success).toBe(false);
  });

  it("request is 'Y' or 'N' only", () => {
    expect(previousDaySchema.safeParse(previousDayFixture({ request: 'Y' })).success).toBe(true);
    expect(previousDaySchema.safeParse({ ...previousDayFixture(), request: 'yes' }).success).toBe(
      false,
    );
  });
});
