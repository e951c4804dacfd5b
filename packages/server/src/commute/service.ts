import type { z } from 'zod/mini';
import type { CommuteStatus, commuteActionBodySchema } from '@maru/api';
import type { MaruDb } from '../db/connection';
import { eventsByDay, insertRecords } from './repository';
import { commuteStatusOf, planCommuteAction, summariseDay, type DaySummary } from './rules';
import { addDays, datesBetween, monthOf, weekOf, workDayOf, workDayStart } from './workDay';

/** Offset used when a call does not send one (hours, period info): Korea, the default locale. */
export const DEFAULT_OFFSET = 540;

interface Today {
  ymd: string;
  previousYmd: string;
  today: DaySummary;
  previous: DaySummary;
}

async function loadToday(db: MaruDb, userId: string, now: number, offset: number): Promise<Today> {
  const ymd = workDayOf(now, offset);
  const previousYmd = addDays(ymd, -1);
  const days = await eventsByDay(db, userId, previousYmd, ymd);
  return {
    ymd,
    previousYmd,
    today: summariseDay(days.get(ymd) ?? [], now),
    // A past day's unrecorded leave is not credited: nothing counts after its last record.
    previous: summariseDay(days.get(previousYmd) ?? [], null),
  };
}

export async function commuteStatusFor(
  db: MaruDb,
  userId: string,
  now: number,
  offset: number,
): Promise<CommuteStatus> {
  const { ymd, today, previous } = await loadToday(db, userId, now, offset);
  return commuteStatusOf({ date: ymd, today, previous });
}

/** Normalised action input (the contract schema's output). */
export type CommuteActionInput = Omit<z.output<typeof commuteActionBodySchema>, 'extParam'>;

/**
 * Runs an action in one transaction: read the state, plan, write. Returns false (nothing
 * written) when the current state does not permit the action.
 */
export async function performCommuteAction(
  db: MaruDb,
  userId: string,
  now: number,
  action: CommuteActionInput,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const state = await loadToday(trx, userId, now, action.offset);
    const planned = planCommuteAction({
      division: action.division,
      type: action.type,
      ...state,
      now,
      dayStart: workDayStart(state.ymd, action.offset),
    });
    if (!planned) return false;
    await insertRecords(
      trx,
      planned.map((record) => ({
        user_id: userId,
        ymd: record.ymd,
        division: record.division,
        type: record.type,
        recorded_at: record.recordedAt,
        client_timestamp: action.timestamp,
        latitude: action.latitude,
        longitude: action.longitude,
        platform: action.platform,
        remark: action.remark,
        created_at: now,
      })),
    );
    return true;
  });
}

/** Seconds worked on the days `first`…`last`; today counts up to now, past days to their leave. */
async function workedSecondsBetween(
  db: MaruDb,
  userId: string,
  first: string,
  last: string,
  now: number,
  offset: number,
): Promise<number> {
  const today = workDayOf(now, offset);
  const days = await eventsByDay(db, userId, first, last);
  let total = 0;
  for (const day of datesBetween(first, last)) {
    const events = days.get(day);
    if (events) total += summariseDay(events, day === today ? now : null).workSeconds;
  }
  return total;
}

/** The week (Monday–Sunday) or month that holds the work day of `now`. */
export type WorkPeriod = 'week' | 'month';

/** The days of the current week or month and the seconds worked in them so far. */
export async function workedInCurrentPeriod(
  db: MaruDb,
  userId: string,
  period: WorkPeriod,
  now: number,
  offset: number = DEFAULT_OFFSET,
): Promise<{ first: string; last: string; workedSeconds: number }> {
  const ymd = workDayOf(now, offset);
  const { first, last } = period === 'week' ? weekOf(ymd) : monthOf(ymd);
  const workedSeconds = await workedSecondsBetween(db, userId, first, last, now, offset);
  return { first, last, workedSeconds };
}
