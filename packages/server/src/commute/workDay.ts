/*
 * Calendar arithmetic on yyyy-MM-dd dates (no clock, no zone): the days, weeks and months the
 * work-hour figures count over. Which work day a moment belongs to is the company's clock
 * (companyClock.ts, issue 13).
 */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function ymdOfUtcDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The parts of a yyyy-MM-dd date; throws on anything else. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) throw new Error(`not a yyyy-MM-dd date: ${ymd}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
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
