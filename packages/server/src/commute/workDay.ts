/*
 * Work-day arithmetic. A work day runs from 06:00 to 05:59:59 the next morning in the
 * caller's clock (spec 02 §5: "the standard day start is a fixed reference time; the end is
 * one minute before it"), so a night shift that ends at 02:00 still belongs to the day it
 * started. `offset` is minutes east of UTC (Seoul: 540).
 */

/** The fixed start of the work day, in hours of the caller's local clock. */
export const WORK_DAY_START_HOUR = 6;

const DAY_SECONDS = 86_400;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function ymdOfUtcDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseYmd(ymd: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) throw new Error(`not a yyyy-MM-dd date: ${ymd}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The work day (yyyy-MM-dd) that a moment belongs to in the caller's clock. */
export function workDayOf(unixSeconds: number, offset: number): string {
  const shifted = unixSeconds + offset * 60 - WORK_DAY_START_HOUR * 3600;
  return ymdOfUtcDate(new Date(shifted * 1000));
}

/** Unix seconds of the work day's first second (06:00:00 local). */
export function workDayStart(ymd: string, offset: number): number {
  const { year, month, day } = parseYmd(ymd);
  return Date.UTC(year, month - 1, day, WORK_DAY_START_HOUR) / 1000 - offset * 60;
}

/** Unix seconds of the work day's last second (05:59:59 local the next morning). */
export function workDayEnd(ymd: string, offset: number): number {
  return workDayStart(ymd, offset) + DAY_SECONDS - 1;
}

/** The calendar date `days` after (or before, when negative) `ymd`. */
export function addDays(ymd: string, days: number): string {
  const { year, month, day } = parseYmd(ymd);
  return ymdOfUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(ymd: string): number {
  const { year, month, day } = parseYmd(ymd);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Monday and Sunday of the week (Monday first, as Korean working-hour law counts) of `ymd`. */
export function weekOf(ymd: string): { first: string; last: string } {
  const sinceMonday = (weekdayOf(ymd) + 6) % 7;
  const first = addDays(ymd, -sinceMonday);
  return { first, last: addDays(first, 6) };
}

/** First and last date of the calendar month of `ymd`. */
export function monthOf(ymd: string): { first: string; last: string } {
  const { year, month } = parseYmd(ymd);
  const first = ymdOfUtcDate(new Date(Date.UTC(year, month - 1, 1)));
  const last = ymdOfUtcDate(new Date(Date.UTC(year, month, 0)));
  return { first, last };
}

/** Every date from `first` to `last` inclusive. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
