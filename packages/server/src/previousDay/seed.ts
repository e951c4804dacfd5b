import { previousDaySeedPlans, type PreviousDaySeedPlan } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { insertRecords } from '../commute/repository';
import { localMomentOn, workDayOf } from '@maru/api/dates';
import { workTimeZoneOf } from '../commute/companyTimeZone';
import { previousWorkDay } from './service';

/** One demo user's previous day, on the clock of the user's company (issue 13). */
async function seedPlan(db: MaruDb, plan: PreviousDaySeedPlan, now: number) {
  const timeZone = await workTimeZoneOf(db, plan.userId);
  const ymd = await previousWorkDay(db, plan.userId, workDayOf(now, timeZone));
  const existing = await db
    .selectFrom('commute_records')
    .select('id')
    .where('user_id', '=', plan.userId)
    .where('ymd', '=', ymd)
    .limit(1)
    .executeTakeFirst();
  // Another seed part (attendance) already shaped this user's day: leave it as it is.
  if (existing) return;
  await insertRecords(
    db,
    plan.records.map((record) => {
      // The plans hold no early-hours times, so `time` is on the work day's own date.
      const at = localMomentOn(ymd, record.time, timeZone);
      return {
        user_id: plan.userId,
        ymd,
        division: record.division,
        type: record.type,
        recorded_at: at,
        client_timestamp: at,
        latitude: null,
        longitude: null,
        platform: '02',
        remark: '',
        created_at: at,
      };
    }),
  );
  if (plan.requested) {
    await db
      .insertInto('commute_change_requests')
      .values({
        user_id: plan.userId,
        ymd,
        status: 'requested',
        reason: '퇴근 기록 누락',
        requested_at: now,
      })
      .execute();
  }
}

/**
 * The previous work day of the demo users in `previousDaySeedPlans` (a complete day; a
 * forgotten leave with a pending change request), relative to the server clock. Skipped once
 * any change request exists, so it runs once per database.
 */
export async function seedPreviousDay(
  db: MaruDb,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const seeded = await db
    .selectFrom('commute_change_requests')
    .select('ymd')
    .limit(1)
    .executeTakeFirst();
  if (seeded) return false;
  const nowSeconds = Math.floor(now().getTime() / 1000);
  await db.transaction().execute(async (trx) => {
    for (const plan of previousDaySeedPlans) await seedPlan(trx, plan, nowSeconds);
  });
  return true;
}
