import { calendarDateIn } from '@maru/api/dates';
import { workTimeZoneOf } from '../commute/companyTimeZone';
import type { MaruDb } from '../db/connection';

/**
 * A notice's `today` for a person: the calendar date on the clock of the company that employs
 * them (the main post's, as for their work days), so a notice shows the date the reader's
 * office is living, not Seoul's or the server's.
 */
export async function noticeTodayOf(
  db: MaruDb,
  userId: string,
  unixSeconds: number,
): Promise<string> {
  return calendarDateIn(unixSeconds, await workTimeZoneOf(db, userId));
}
