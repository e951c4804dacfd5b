import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absencesOn, calendarLinks, employeeFacts } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { peopleAt } from './peopleTesting';
import { seedPeople } from './peopleSeed';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const count = async (
  table:
    | 'absences'
    | 'employee_events'
    | 'calendar_events'
    | 'employee_facts'
    | 'calendar_links'
    | 'absence_lookups',
) =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedPeople', () => {
  it('seeds lookups, facts and links once, and the day’s absentees, news and month’s events', async () => {
    await peopleAt(h, '2026-11-20T00:00:00Z');
    expect(await count('absence_lookups')).toBe(15);
    expect(await count('employee_facts')).toBe(employeeFacts.length);
    expect(await count('calendar_links')).toBe(calendarLinks.length);
    const studios = ['ST100', 'ST200', 'ST300'];
    expect(await count('absences')).toBe(
      studios.flatMap((studio) => absencesOn('2026-11-20', studio)).length,
    );
    expect(await count('employee_events')).toBeGreaterThan(0);
    // Three working links × (November + December) × the month plan.
    expect(await count('calendar_events')).toBeGreaterThan(3 * 2 * 10);
  });

  it('a second seed on the same day writes nothing', async () => {
    const before = await Promise.all(
      (['absences', 'employee_events', 'calendar_events'] as const).map(count),
    );
    expect(await seedPeople(h.db, () => new Date('2026-11-20T05:00:00Z'))).toBe(false);
    const after = await Promise.all(
      (['absences', 'employee_events', 'calendar_events'] as const).map(count),
    );
    expect(after).toEqual(before);
  });

  it('a start on a later day adds that day’s absentees (the demo stays alive)', async () => {
    const before = await count('absences');
    expect(await seedPeople(h.db, () => new Date('2026-11-21T00:00:00Z'))).toBe(true);
    expect(await count('absences')).toBeGreaterThan(before);
  });
});
