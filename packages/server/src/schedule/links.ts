import type { CalendarLinks, ExternalProvider } from '@maru/api';
import { calendarLinksFor } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';

/** The profile's mainDepartment calendar flags from the stored links (expired ones count). */
export async function calendarLinksOf(db: MaruDb, userId: string): Promise<CalendarLinks> {
  const rows = await db
    .selectFrom('calendar_links')
    .select(['user_id', 'provider'])
    .where('user_id', '=', userId)
    .execute();
  return calendarLinksFor(
    userId,
    rows.map((row) => ({ userId: row.user_id, provider: row.provider as ExternalProvider })),
  );
}
