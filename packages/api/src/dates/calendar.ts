import { CalendarDate, endOfMonth, getDayOfWeek, startOfMonth } from '@internationalized/date';
import { isYmd } from './ymd';

/*
 * Calendar arithmetic on `yyyy-MM-dd` dates: no clock, no zone. Which date a moment falls on
 * is the company's clock (companyClock.ts).
 */

/** The calendar date of a `yyyy-MM-dd`; throws on anything else, 2026-02-30 included. */
export function parseYmd(ymd: string): CalendarDate {
  if (!isYmd(ymd)) throw new Error(`not a yyyy-MM-dd date: ${ymd}`);
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return new CalendarDate(year, month, day);
}

/** The calendar date `days` after (or before, when negative) `ymd`. */
export function addDays(ymd: string, days: number): string {
  return parseYmd(ymd).add({ days }).toString();
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(ymd: string): number {
  // en-US weeks start on Sunday, which makes Sunday 0 whatever the runtime's locale.
  return getDayOfWeek(parseYmd(ymd), 'en-US');
}

/** Saturday or Sunday: the days off of an ordinary working week. */
export function isWeekend(ymd: string): boolean {
  const weekday = weekdayOf(ymd);
  return weekday === 0 || weekday === 6;
}

/** Monday and Sunday of the week (Monday first, as Korean working-hour law counts) of `ymd`. */
export function weekOf(ymd: string): { first: string; last: string } {
  const first = addDays(ymd, -((weekdayOf(ymd) + 6) % 7));
  return { first, last: addDays(first, 6) };
}

/** First and last date of the calendar month of `ymd`. */
export function monthOf(ymd: string): { first: string; last: string } {
  const date = parseYmd(ymd);
  return { first: startOfMonth(date).toString(), last: endOfMonth(date).toString() };
}

/** How many days the month `yyyy-MM` has. */
export function daysInMonth(month: string): number {
  return endOfMonth(parseYmd(`${month}-01`)).day;
}

/** The month (`yyyy-MM`) of `ymd`. */
export function yearMonthOf(ymd: string): string {
  return parseYmd(ymd).toString().slice(0, 7);
}

/** First and last date of the month `yyyy-MM`. */
export function monthSpan(month: string): { first: string; last: string } {
  return monthOf(`${month}-01`);
}

/**
 * The yearly recurrences of `ymd` (a birthday, a hiring date) from `first` to `last`, each with
 * the years since `ymd`. 29 February recurs on 28 February in a common year.
 */
export function anniversariesBetween(
  ymd: string,
  first: string,
  last: string,
): { ymd: string; years: number }[] {
  const origin = parseYmd(ymd);
  const found: { ymd: string; years: number }[] = [];
  for (let year = parseYmd(first).year; year <= parseYmd(last).year; year += 1) {
    // `set` constrains the day to the month: 29 February becomes 28 February in a common year.
    const date = origin.set({ year }).toString();
    if (date >= first && date <= last) found.push({ ymd: date, years: year - origin.year });
  }
  return found;
}

/** Every date from `first` to `last` inclusive. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
