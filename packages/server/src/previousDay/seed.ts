import { previousDaySeedPlans, type PreviousDaySeedPlan } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { insertRecords } from '../commute/repository';
import { workDayOf } from '../commute/workDay';
import { previousWorkDay } from './service';

/** The demo company works in Seoul. */
const SEED_OFFSET = 540;

/** `HH:mm` on `ymd` in the seed's clock as unix seconds (the plans hold no early-hours times). */
function localTime(ymd: string, time: string): number {
  const [year, month, day] = ymd.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const utc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return utc / 1000 - SEED_OFFSET * 60;
}

async function seedPlan(db: MaruDb, plan: PreviousDaySeedPlan, today: string, now: number) {
  const ymd = await previousWorkDay(db, plan.userId, today);
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
      const at = localTime(ymd, record.time);
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
  const today = workDayOf(nowSeconds, SEED_OFFSET);
  await db.transaction().execute(async (trx) => {
    for (const plan of previousDaySeedPlans) await seedPlan(trx, plan, today, nowSeconds);
  });
  return true;
}
