import type { MemberWorkStatusCode } from '@maru/api';
import type { MaruDb } from '../db/connection';
import { eventsByDay } from '../commute/repository';
import { summariseDay, type CommutePhase } from '../commute/rules';
import { workDayOf } from '@maru/api/dates';
import { workTimeZoneOf } from '../commute/companyTimeZone';

/**
 * Spec 01 §4 work status from the commute state machine's phase: at work 1, on a non-work
 * break 3, and 9 (left work) both after leaving and before starting, because the dialog's tag
 * only says whether the member can be reached at work now.
 */
export function workStatusOfPhase(phase: CommutePhase): MemberWorkStatusCode {
  switch (phase) {
    case 'working':
      return 1;
    case 'paused':
      return 3;
    default:
      return 9;
  }
}

/**
 * A member's status now: today's work day folded from the records, the day taken on the clock
 * of the member's company (where the records are kept), not the viewer's `offset`.
 */
export async function memberWorkStatusNow(
  db: MaruDb,
  userId: string,
  now: number,
): Promise<MemberWorkStatusCode> {
  const ymd = workDayOf(now, await workTimeZoneOf(db, userId));
  const days = await eventsByDay(db, userId, ymd, ymd);
  return workStatusOfPhase(summariseDay(days.get(ymd) ?? [], now).phase);
}
