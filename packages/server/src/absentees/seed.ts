import { calendarDateIn, DEFAULT_TIME_ZONE } from '@maru/api/dates';
import { absenceLookups, absencesOn, studios } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * The leave-type lookups (once), and today's absentees of every company when nobody is
 * recorded as away today (so a demo started on any day has absentees of every colour).
 * `today` is the calendar day of the seed clock in Seoul.
 */
export async function seedAbsentees(db: MaruDb, now: Date): Promise<boolean> {
  let seeded = false;
  const lookups = await db.selectFrom('absence_lookups').select('lookup_code').limit(1).execute();
  if (lookups.length === 0) {
    await db
      .insertInto('absence_lookups')
      .values(
        absenceLookups.map((item) => ({
          lookup_code: item.lookupCode,
          attribute01: item.attribute01,
          meaning_ko: item.meaning.ko,
          meaning_en: item.meaning.en,
          meaning_ja: item.meaning.ja,
          meaning_zh: item.meaning.zh,
        })),
      )
      .execute();
    seeded = true;
  }

  const today = calendarDateIn(Math.floor(now.getTime() / 1000), DEFAULT_TIME_ZONE);
  const away = await db
    .selectFrom('absences')
    .select('user_id')
    .where('start_ymd', '<=', today)
    .where('end_ymd', '>=', today)
    .limit(1)
    .execute();
  if (away.length > 0) return seeded;
  const known = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const rows = studios
    .flatMap((studio) => absencesOn(today, studio.dlId))
    .filter((absence) => known.has(absence.userId))
    .map((absence) => ({
      user_id: absence.userId,
      start_ymd: absence.ymd,
      end_ymd: absence.ymd,
      lookup_code: absence.lookupCode,
      start_time: absence.startTime,
      end_time: absence.endTime,
    }));
  if (rows.length > 0) await db.insertInto('absences').values(rows).execute();
  return seeded || rows.length > 0;
}
