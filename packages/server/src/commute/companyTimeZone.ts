import type { MaruDb } from '../db/connection';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@maru/api/dates';
import { logger } from '../log/logger';

/*
 * Whose clock a work day runs on (issue 13, hole 2). A person's commute records belong to the
 * company of the main post: that is where the employment, and so the working-hour account, is
 * kept. Records carry no company column, and the current company is the user's own choice (a
 * member with a concurrent post abroad could otherwise move the day boundary by switching), so
 * the current company is deliberately not used here.
 */

const warned = new Set<string>();

/** A stored zone the runtime does not know falls back to Seoul, reported once per name. */
function usableZone(stored: string | undefined, company: string): string {
  if (stored === undefined || isTimeZone(stored)) return stored ?? DEFAULT_TIME_ZONE;
  if (!warned.has(stored)) {
    warned.add(stored);
    logger().error(
      { event: 'unknownTimeZone', company, timeZone: stored, using: DEFAULT_TIME_ZONE },
      "studios.time_zone is not an IANA time zone; set it to a name such as 'Asia/Seoul'",
    );
  }
  return DEFAULT_TIME_ZONE;
}

/** The time zone of a company (Seoul for an unknown company). */
export async function timeZoneOfStudio(db: MaruDb, studioId: string): Promise<string> {
  const row = await db
    .selectFrom('studios')
    .select('time_zone')
    .where('dl_id', '=', studioId)
    .executeTakeFirst();
  return usableZone(row?.time_zone, studioId);
}

/** The time zone a person's work days run in: the main post's company's. */
export async function workTimeZoneOf(db: MaruDb, userId: string): Promise<string> {
  const row = await db
    .selectFrom('employees')
    .innerJoin('studios', 'studios.dl_id', 'employees.studio_id')
    .select(['studios.dl_id', 'studios.time_zone'])
    .where('employees.user_id', '=', userId)
    .executeTakeFirst();
  return usableZone(row?.time_zone, row?.dl_id ?? '(none)');
}
