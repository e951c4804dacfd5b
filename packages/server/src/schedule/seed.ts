import { addDays, calendarDateIn, DEFAULT_TIME_ZONE } from '@maru/api/dates';
import { calendarEventsFor, calendarLinks } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * The demo calendar links (once), and this month's and next month's events for the users
 * whose link works, when this month has none yet. Unlinked users and the expired link get no
 * events: the first have no calendar, the second's provider refuses anyway.
 */
export async function seedSchedule(db: MaruDb, now: Date): Promise<boolean> {
  let seeded = false;
  const known = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const links = calendarLinks.filter((link) => known.has(link.userId));
  const existing = await db.selectFrom('calendar_links').select('user_id').limit(1).execute();
  if (existing.length === 0 && links.length > 0) {
    await db
      .insertInto('calendar_links')
      .values(
        links.map((link) => ({ user_id: link.userId, provider: link.provider, state: link.state })),
      )
      .execute();
    seeded = true;
  }

  const today = calendarDateIn(Math.floor(now.getTime() / 1000), DEFAULT_TIME_ZONE);
  const month = today.slice(0, 7);
  const thisMonth = await db
    .selectFrom('calendar_events')
    .select('user_id')
    .where('standard_date', '>=', `${month}-01`)
    .where('standard_date', '<=', `${month}-31`)
    .limit(1)
    .execute();
  if (thisMonth.length > 0) return seeded;
  const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
  const rows = links
    .filter((link) => link.state === 'linked')
    .flatMap((link) =>
      [month, nextMonth]
        .flatMap((when) => calendarEventsFor(link.userId, link.provider, when))
        .map((entry) => ({
          user_id: link.userId,
          provider: link.provider,
          event_id: entry.event.id,
          summary: entry.event.summary,
          start_at: entry.event.startAt,
          standard_date: entry.standardDate,
          html_link: entry.event.htmlLink,
        })),
    );
  if (rows.length === 0) return seeded;
  await db
    .insertInto('calendar_events')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}
