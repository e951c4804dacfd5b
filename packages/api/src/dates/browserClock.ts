import { fromDate, getLocalTimeZone, toCalendarDate } from '@internationalized/date';

/*
 * The browser's own clock. The server decides work days and "today" on the company's clock
 * (companyClock.ts); the browser's clock only says what the commute calls report as `offset`
 * and which day a widget marks as today on screen.
 */

/**
 * Minutes east of UTC of the browser's clock at `date`, the `offset` the commute calls carry
 * (Seoul is 540). `getTimezoneOffset` counts the other way round, hence the sign.
 */
export function browserOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** The calendar date (`yyyy-MM-dd`) of an instant in the browser's time zone. */
export function browserYmd(date: Date): string {
  return toCalendarDate(fromDate(date, getLocalTimeZone())).toString();
}
