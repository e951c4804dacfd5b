import type { z } from 'zod/mini';
import type {
  CommuteRefusal,
  CommuteStatus,
  ExtendedWorkCheck,
  commuteActionBodySchema,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import { lockMember } from '../db/dialect/locks';
import {
  approvedRequestFor,
  extendedWorkCheckOf,
  matchingRequest,
  recordLeaveOnRequest,
} from './extendedWork';
import { eventsByDay, insertRecords, settingsFor } from './repository';
import {
  commuteStatusOf,
  continueOffered,
  inputRefusal,
  isOpen,
  planCommuteAction,
  standardWindowEnd,
  summariseDay,
  type DaySummary,
} from './rules';
import { addDays, datesBetween, monthOf, weekOf, workDayOf, workDayStart } from '@maru/api/dates';
import { workTimeZoneOf } from './companyTimeZone';

/*
 * Every work day and day start below is taken on the company's clock (`workTimeZoneOf`), never
 * on the client's `offset` (issue 13, hole 2): the contract still carries `offset`, but a
 * client that lies about it can no longer move a record to another day or time.
 */

interface Today {
  timeZone: string;
  ymd: string;
  previousYmd: string;
  today: DaySummary;
  previous: DaySummary;
  continueOffered: boolean;
}

/** When the standard daily window of `ymd` ends, from that day's settings for the user. */
async function windowEndOf(db: MaruDb, userId: string, ymd: string, timeZone: string) {
  const settings = await settingsFor(db, userId, ymd);
  return standardWindowEnd(workDayStart(ymd, timeZone), settings.workStartTime);
}

async function loadToday(db: MaruDb, userId: string, now: number): Promise<Today> {
  const timeZone = await workTimeZoneOf(db, userId);
  const ymd = workDayOf(now, timeZone);
  const previousYmd = addDays(ymd, -1);
  const days = await eventsByDay(db, userId, previousYmd, ymd);
  // A past day's unrecorded leave is not credited: nothing counts after its last record.
  const previous = summariseDay(days.get(previousYmd) ?? [], null);
  // The previous day's settings are read only in the rare case it is still open, so the
  // common status call stays one query (the p99 budget of GUIDE §6).
  const offered = isOpen(previous)
    ? continueOffered(previous, await windowEndOf(db, userId, previousYmd, timeZone))
    : false;
  return {
    timeZone,
    ymd,
    previousYmd,
    today: summariseDay(days.get(ymd) ?? [], now),
    previous,
    continueOffered: offered,
  };
}

export async function commuteStatusFor(
  db: MaruDb,
  userId: string,
  now: number,
): Promise<CommuteStatus> {
  const { ymd, today, previous, continueOffered: offered } = await loadToday(db, userId, now);
  return commuteStatusOf({ date: ymd, today, previous, continueOffered: offered });
}

/** Normalised action input (the contract schema's output). */
export type CommuteActionInput = z.output<typeof commuteActionBodySchema>;

/**
 * Runs an action in one transaction: check the input, read the state, plan, write. Returns the
 * refusal (nothing written) when the input or the current state does not permit the action.
 * A leave that carries extended-work check data must name the employee's own approved request
 * of the day; the leave's reason is then kept on that request.
 */
export async function performCommuteAction(
  db: MaruDb,
  userId: string,
  now: number,
  action: CommuteActionInput,
): Promise<{ refusal: CommuteRefusal } | { refusal: null }> {
  const invalid = inputRefusal(action.division, action.type, action.remark);
  if (invalid) return { refusal: invalid };
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    const { timeZone, ...state } = await loadToday(trx, userId, now);
    const leaving = action.division === '01' && action.type === '2';
    const extParam = action.extParam ?? null;
    const request =
      leaving && extParam !== null
        ? await matchingRequest(trx, userId, state.ymd, extParam)
        : undefined;
    if (request === null) return { refusal: 'extendedWorkMismatch' };
    const plan = planCommuteAction({
      division: action.division,
      type: action.type,
      ...state,
      now,
      dayStart: workDayStart(state.ymd, timeZone),
    });
    if ('refusal' in plan) return { refusal: plan.refusal };
    await insertRecords(
      trx,
      plan.records.map((record) => ({
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
    if (request) await recordLeaveOnRequest(trx, request.requestId, now, action.remark);
    return { refusal: null };
  });
}

/** The extended-work check of today's work day for the user (spec 02 §4 Leave). */
export async function extendedWorkCheckFor(
  db: MaruDb,
  userId: string,
  now: number,
): Promise<ExtendedWorkCheck> {
  const timeZone = await workTimeZoneOf(db, userId);
  const ymd = workDayOf(now, timeZone);
  const settings = await settingsFor(db, userId, ymd);
  return extendedWorkCheckOf({
    settings,
    request: await approvedRequestFor(db, userId, ymd),
    now,
    standardWindowEnd: standardWindowEnd(workDayStart(ymd, timeZone), settings.workStartTime),
  });
}

/** Seconds worked on the days `first`…`last`; `today` counts up to now, past days to their leave. */
async function workedSecondsBetween(
  db: MaruDb,
  userId: string,
  first: string,
  last: string,
  now: number,
  today: string,
): Promise<number> {
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
): Promise<{ first: string; last: string; workedSeconds: number }> {
  const ymd = workDayOf(now, await workTimeZoneOf(db, userId));
  const { first, last } = period === 'week' ? weekOf(ymd) : monthOf(ymd);
  const workedSeconds = await workedSecondsBetween(db, userId, first, last, now, ymd);
  return { first, last, workedSeconds };
}
