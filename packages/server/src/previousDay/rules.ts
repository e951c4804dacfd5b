import type { PreviousDay } from '@maru/api';
import type { DaySummary } from '../commute/rules';

/*
 * The previous-day widget's rules (spec 02 §2, §3 "Previous-day data"), pure. "Previous work
 * day" is our reading: the latest day before today that is a working day (not a holiday) or
 * that has commute records (holiday work counts), so on a Monday it is Friday, unless the
 * employee worked on the weekend.
 */

/** How far back the previous work day is looked for (a month covers the longest holidays). */
export const PREVIOUS_DAY_LOOKBACK_DAYS = 31;

export interface CandidateDay {
  ymd: string;
  isHoliday: boolean;
  hasRecords: boolean;
}

/** Whether a day (seen walking back from yesterday) is the previous work day. */
export function isPreviousWorkDay(day: CandidateDay): boolean {
  return day.hasRecords || !day.isHoliday;
}

/** Seconds as `HH:mm`, minutes rounded down (a started minute is not a worked minute). */
export function hoursMinutes(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The answer for a past day summarised without crediting an unrecorded leave: the first
 * start, the leave only when the day was left, and the work time before the last record.
 */
export function previousDayOf(ymd: string, day: DaySummary, requested: boolean): PreviousDay {
  return {
    date: ymd,
    request: requested ? 'Y' : 'N',
    attendanceTime: day.attendanceTime,
    leaveTime: day.phase === 'left' ? day.leaveTime : null,
    workTime: hoursMinutes(day.workSeconds),
  };
}
