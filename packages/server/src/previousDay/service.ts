import type { PreviousDay } from '@maru/api';
import type { MaruDb } from '../db/connection';
import { eventsByDay, settingsFor } from '../commute/repository';
import { summariseDay } from '../commute/rules';
import { addDays, workDayOf } from '@maru/api/dates';
import { workTimeZoneOf } from '../commute/companyTimeZone';
import { daysWithRecords, hasPendingRequest } from './repository';
import { isPreviousWorkDay, PREVIOUS_DAY_LOOKBACK_DAYS, previousDayOf } from './rules';

/**
 * The previous work day before `today` for a user: walks back from yesterday to the first day
 * that is a working day in the user's settings or has records; yesterday when the whole
 * look-back window is holidays without records.
 */
export async function previousWorkDay(db: MaruDb, userId: string, today: string): Promise<string> {
  const yesterday = addDays(today, -1);
  const first = addDays(today, -PREVIOUS_DAY_LOOKBACK_DAYS);
  const recorded = await daysWithRecords(db, userId, first, yesterday);
  for (let ymd = yesterday; ymd >= first; ymd = addDays(ymd, -1)) {
    const settings = await settingsFor(db, userId, ymd);
    const candidate = { ymd, isHoliday: settings.holidayYn === 'Y', hasRecords: recorded.has(ymd) };
    if (isPreviousWorkDay(candidate)) return ymd;
  }
  return yesterday;
}

/**
 * The signed-in user's previous work day (GET /hr/commute/previous-day), read-only. Today is
 * taken on the company's clock, not the client's `offset` (issue 13).
 */
export async function previousDayFor(
  db: MaruDb,
  userId: string,
  now: number,
): Promise<PreviousDay> {
  const today = workDayOf(now, await workTimeZoneOf(db, userId));
  const ymd = await previousWorkDay(db, userId, today);
  const days = await eventsByDay(db, userId, ymd, ymd);
  // A past day: an unrecorded leave is not credited, so `until` is null.
  const summary = summariseDay(days.get(ymd) ?? [], null);
  return previousDayOf(ymd, summary, await hasPendingRequest(db, userId, ymd));
}
