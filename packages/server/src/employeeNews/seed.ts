import { calendarDateIn, DEFAULT_TIME_ZONE } from '@maru/api/dates';
import { newsWindow } from '@maru/api/domain';
import { employeeEventsAround, employeeFacts } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * Birth and hire dates (once), and weddings and transfers around today when the news window
 * of the seed clock's day holds none, so a demo started on any day has news of every kind.
 */
export async function seedEmployeeNews(db: MaruDb, now: Date): Promise<boolean> {
  let seeded = false;
  const known = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const facts = await db.selectFrom('employee_facts').select('user_id').limit(1).execute();
  if (facts.length === 0) {
    const rows = employeeFacts
      .filter((fact) => known.has(fact.userId))
      .map((fact) => ({
        user_id: fact.userId,
        birth_date: fact.birthDate,
        birthday_public: fact.birthdayPublic ? 1 : 0,
        hire_date: fact.hireDate,
      }));
    if (rows.length > 0) {
      await db.insertInto('employee_facts').values(rows).execute();
      seeded = true;
    }
  }

  const today = calendarDateIn(Math.floor(now.getTime() / 1000), DEFAULT_TIME_ZONE);
  const window = newsWindow(today);
  const current = await db
    .selectFrom('employee_events')
    .select('user_id')
    .where('ymd', '>=', window.first)
    .where('ymd', '<=', window.last)
    .limit(1)
    .execute();
  if (current.length > 0) return seeded;
  const rows = employeeEventsAround(today)
    .filter((event) => known.has(event.userId))
    .map((event) => ({
      user_id: event.userId,
      kind: event.kind,
      ymd: event.ymd,
      studio_id: event.studioId,
      from_studio_id: event.fromStudioId,
    }));
  if (rows.length === 0) return seeded;
  await db
    .insertInto('employee_events')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
