import type { Hono } from 'hono';
import { absentees, type AbsenteeEntry } from '@maru/api';
import { absenteeEntryFor, compareAbsentees } from '@maru/api/domain';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { requestLocale } from '../http/language';
import { currentStudioOf } from '../shell/studios';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '@maru/api/dates';
import { timeZoneOfStudio } from '../commute/companyTimeZone';
import { peopleOfStudio } from './people';

/**
 * `GET /ess/absentee`: who is away today (the calendar day of the server clock in the current
 * company's time zone; the client's `offset` is not read, issue 13) among the active members of
 * the caller's current company.
 */
export function registerAbsenteeRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, absentees, guards.signedIn, async ({ c }) => {
    const db = c.get('db');
    const studio = await currentStudioOf(db, c.get('userId'));
    const timeZone = studio ? await timeZoneOfStudio(db, studio.dlId) : DEFAULT_TIME_ZONE;
    const today = calendarDateIn(c.get('now'), timeZone);
    if (!studio) return [{ solarYmd: today, entries: [] }];
    const locale = requestLocale(c.req.header('Lang'));
    const people = await peopleOfStudio(db, studio.dlId);
    const rows = await db
      .selectFrom('absences')
      .innerJoin('employees', 'employees.user_id', 'absences.user_id')
      .innerJoin('absence_lookups', 'absence_lookups.lookup_code', 'absences.lookup_code')
      .selectAll('absences')
      .select([
        'absence_lookups.attribute01',
        'absence_lookups.meaning_ko',
        'absence_lookups.meaning_en',
        'absence_lookups.meaning_ja',
        'absence_lookups.meaning_zh',
      ])
      .where('employees.studio_id', '=', studio.dlId)
      .where('absences.start_ymd', '<=', today)
      .where('absences.end_ymd', '>=', today)
      .execute();
    const entries: AbsenteeEntry[] = rows.flatMap((row) => {
      const person = people.get(row.user_id);
      if (!person) return [];
      const lookup = {
        attribute01: row.attribute01,
        meaning: { ko: row.meaning_ko, en: row.meaning_en, ja: row.meaning_ja, zh: row.meaning_zh },
      };
      const absence = {
        lookupCode: row.lookup_code,
        startTime: row.start_time,
        endTime: row.end_time,
      };
      return [absenteeEntryFor(absence, person, lookup, locale)];
    });
    return [{ solarYmd: today, entries: entries.sort(compareAbsentees) }];
  });
}
