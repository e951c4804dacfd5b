import {
  commuteDemoEmployees,
  FLEXIBLE_WORK_CODE,
  type CommuteDemoState,
} from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import type { NewCommuteRecord } from '../db/schema';
import type { ExtendedWorkRequestTable } from './tables';
import { addDays, DEFAULT_TIME_ZONE, workDayOf, workDayStart } from '@maru/api/dates';
import { workTimeZoneOf } from './companyTimeZone';

/**
 * The demo companies' clocks (studios.time_zone, seeded with the company). Maru Japan keeps
 * Tokyo time, which is Seoul's offset all year (neither has daylight saving), so every demo
 * state below holds the same in all three companies.
 */
export const DEMO_TIME_ZONES: { readonly [studioId: string]: string } = { ST300: 'Asia/Tokyo' };

/** The zone a demo company is seeded with: its own, else Seoul. */
export function demoTimeZoneOf(studioId: string): string {
  return DEMO_TIME_ZONES[studioId] ?? DEFAULT_TIME_ZONE;
}

const MINUTE = 60;
const HOUR = 3600;
/** How many days either side of today the flexible-work settings cover. */
const FLEXIBLE_SPAN_DAYS = 31;

type Record = Pick<NewCommuteRecord, 'division' | 'type' | 'recorded_at' | 'remark' | 'ymd'>;

interface SeedRows {
  records: Record[];
  settings: { ymd: string; workCode?: string; extended?: boolean }[];
  requests: Omit<ExtendedWorkRequestTable, 'user_id' | 'created_at' | 'left_at' | 'leave_remark'>[];
}

/**
 * What one demo state writes, relative to `now` (unix seconds): records are placed so the
 * state holds at any hour of the day (a start never before today's 06:00, never after now).
 */
export function demoRowsFor(
  state: CommuteDemoState,
  userId: string,
  now: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): SeedRows {
  const ymd = workDayOf(now, timeZone);
  const dayStart = workDayStart(ymd, timeZone);
  const previousYmd = addDays(ymd, -1);
  const previousStart = workDayStart(previousYmd, timeZone);
  const rows: SeedRows = { records: [], settings: [], requests: [] };
  const record = (day: string, kind: string, at: number, remark = '') => {
    const [division = '', type = ''] = kind.split('/');
    rows.records.push({ ymd: day, division, type, recorded_at: at, remark });
  };

  switch (state) {
    case 'paused': {
      const start = Math.max(dayStart, now - 3 * HOUR);
      record(ymd, '01/1', start);
      record(ymd, '02/1', Math.max(start, now - 20 * MINUTE), '은행 업무');
      break;
    }
    case 'extendedWorkTimedOut': {
      record(ymd, '01/1', Math.max(dayStart, now - 11 * HOUR));
      rows.settings.push({ ymd, extended: true });
      rows.requests.push({
        request_id: `EW-${ymd}-${userId}`,
        ymd,
        approved_start: now - 3 * HOUR,
        approved_end: now - HOUR,
        comment: '분기 결산 마감',
      });
      break;
    }
    case 'yesterdayLeaveMissing':
      // Last activity at 14:00, inside the standard window: a forgotten leave, not night work.
      record(previousYmd, '01/1', previousStart + 3 * HOUR);
      record(previousYmd, '02/1', previousStart + 7 * HOUR, '점심 식사');
      record(previousYmd, '02/2', previousStart + 8 * HOUR);
      break;
    case 'continueOffered':
      // A night shift from 21:00, after the standard window ended: continue-work is offered.
      record(previousYmd, '01/1', previousStart + 15 * HOUR, '야간 배포');
      break;
    case 'flexibleWork':
      for (let day = -FLEXIBLE_SPAN_DAYS; day <= FLEXIBLE_SPAN_DAYS; day += 1) {
        rows.settings.push({ ymd: addDays(ymd, day), workCode: FLEXIBLE_WORK_CODE });
      }
      break;
  }
  return rows;
}

/** True once the seed ran: the extended-work demo always writes a request. */
async function alreadySeeded(db: MaruDb): Promise<boolean> {
  const row = await db
    .selectFrom('extended_work_requests')
    .select('request_id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** An employee who already has records on these days (they used the server) is left alone. */
async function hasRecords(db: MaruDb, userId: string, first: string, last: string) {
  const row = await db
    .selectFrom('commute_records')
    .select('id')
    .where('user_id', '=', userId)
    .where('ymd', '>=', first)
    .where('ymd', '<=', last)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Puts the demo employees of `commuteDemoEmployees` in their commute states relative to the
 * server clock. Runs once per database (skipped once an extended-work request exists), and
 * skips an employee who already has records today or the day before. Returns whether it ran.
 */
export async function seedCommute(
  db: MaruDb,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  const at = Math.floor(now().getTime() / 1000);
  await db.transaction().execute(async (trx) => {
    for (const { userId, state } of commuteDemoEmployees) {
      const timeZone = await workTimeZoneOf(trx, userId);
      const today = workDayOf(at, timeZone);
      if (await hasRecords(trx, userId, addDays(today, -1), today)) continue;
      const rows = demoRowsFor(state, userId, at, timeZone);
      for (const r of rows.records) {
        await trx
          .insertInto('commute_records')
          .values({
            ...r,
            user_id: userId,
            client_timestamp: r.recorded_at,
            latitude: null,
            longitude: null,
            platform: '02',
            created_at: at,
          })
          .execute();
      }
      for (const s of rows.settings) {
        await trx
          .insertInto('commute_settings')
          .values({
            user_id: userId,
            ymd: s.ymd,
            work_code: s.workCode ?? null,
            work_start_time: null,
            holiday_yn: null,
            breaktime_yn: null,
            cowork_start_time: null,
            cowork_end_time: null,
            overtime_yn: null,
            apply_extended_work_flag: s.extended ? 'Y' : null,
            extended_work_draft_use_flag: s.extended ? 'Y' : null,
          })
          .execute();
      }
      for (const request of rows.requests) {
        await trx
          .insertInto('extended_work_requests')
          .values({
            ...request,
            user_id: userId,
            created_at: at,
            left_at: null,
            leave_remark: null,
          })
          .execute();
      }
    }
  });
  return true;
}
