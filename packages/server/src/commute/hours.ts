import type { Hours, PeriodInfo } from '@maru/api';
import { datesBetween, weekdayOf } from '@maru/api/dates';

/*
 * Work-hour limits (spec 02 §9 and the Korean 52-hour rule): 40 legal hours a week plus at
 * most 12 extended hours. Worked seconds are split at the legal line: everything up to it is
 * normal work, the rest extended.
 */

export const LEGAL_WEEK_SECONDS = 40 * 3600;
export const EXTENDED_WEEK_SECONDS = 12 * 3600;
export const REGULAR_DAY_SECONDS = 8 * 3600;

function split(worked: number, normalLimit: number): { normal: number; extended: number } {
  const normal = Math.min(worked, normalLimit);
  return { normal, extended: Math.max(0, worked - normalLimit) };
}

/** This week's hours: the legal 40 h, 12 h extended limit, 52 h total, and the split. */
export function weekHours(workedSeconds: number): Hours {
  const { normal, extended } = split(workedSeconds, LEGAL_WEEK_SECONDS);
  return {
    legalSeconds: LEGAL_WEEK_SECONDS,
    limitExtendedSeconds: EXTENDED_WEEK_SECONDS,
    limitSeconds: LEGAL_WEEK_SECONDS + EXTENDED_WEEK_SECONDS,
    normalWorkSeconds: normal,
    extendedWorkSeconds: extended,
  };
}

/**
 * The current settlement period is the calendar month (selective work system with one-month
 * settlement, spec 02 §9). Its normal limit is 8 h for each weekday (Monday to Friday) of the
 * month; its extended limit is the weekly 12 h scaled to the month's length (days / 7),
 * rounded down to whole seconds. Public holidays are not known to the reference server.
 */
export function periodInfo(firstDay: string, lastDay: string, workedSeconds: number): PeriodInfo {
  const days = datesBetween(firstDay, lastDay);
  const weekdays = days.filter((day) => {
    const weekday = weekdayOf(day);
    return weekday !== 0 && weekday !== 6;
  }).length;
  const normalWorkLimitSeconds = weekdays * REGULAR_DAY_SECONDS;
  const extendedWorkLimitSeconds = Math.floor((EXTENDED_WEEK_SECONDS * days.length) / 7);
  const { normal, extended } = split(workedSeconds, normalWorkLimitSeconds);
  return {
    normalWorkLimitSeconds,
    extendedWorkLimitSeconds,
    normalWorkSeconds: normal,
    extendedWorkSeconds: extended,
  };
}
