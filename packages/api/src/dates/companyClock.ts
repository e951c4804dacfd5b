import {
  CalendarDateTime,
  type DateDuration,
  fromAbsolute,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';
import { addDays, parseYmd } from './calendar';

/*
 * The company's clock (issue 13): calendar dates, work days and local times in a company's IANA
 * time zone, never in the client's `offset`. The server looks the zone up (studios.time_zone);
 * everything else here is pure. A work day runs from 06:00 to 05:59:59 the next morning local
 * time (spec 02 §5), so on a daylight-saving change day it is 23 or 25 hours long; the zone
 * rules come from the runtime's ICU data through @internationalized/date.
 */

/** The zone of a company without its own setting, and of every demo company but Maru Japan. */
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

/**
 * The hour a work day starts (spec 02 §9 time select base hour): a work day runs from 06:00
 * to 05:59 the next calendar day, so a leave at 01:30 still belongs to the previous day.
 */
export const WORK_DAY_START_HOUR = 6;

/** Whether the runtime knows `name` as a time zone (an IANA name such as `Asia/Seoul`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function localTimeOf(unixSeconds: number, timeZone: string): ZonedDateTime {
  return fromAbsolute(unixSeconds * 1000, timeZone);
}

function unixSecondsOf(local: CalendarDateTime, timeZone: string): number {
  // 'compatible': a local time skipped by a daylight-saving gap moves to just after it.
  return toZoned(local, timeZone, 'compatible').toDate().getTime() / 1000;
}

/**
 * The calendar date (`yyyy-MM-dd`) of a moment on the company's clock: "today" for absences,
 * news and notices, which follow the calendar day, not the 06:00 work day.
 */
export function calendarDateIn(unixSeconds: number, timeZone: string): string {
  return toCalendarDate(localTimeOf(unixSeconds, timeZone)).toString();
}

/** The work day (`yyyy-MM-dd`) a moment belongs to: before 06:00 local, the day before. */
export function workDayOf(unixSeconds: number, timeZone: string): string {
  const local = localTimeOf(unixSeconds, timeZone);
  const date = toCalendarDate(local);
  return (local.hour < WORK_DAY_START_HOUR ? date.subtract({ days: 1 }) : date).toString();
}

/** Unix seconds of the local clock time `HH:mm` on the calendar date `ymd` in the zone. */
export function localMomentOn(ymd: string, time: string, timeZone: string): number {
  const { year, month, day } = parseYmd(ymd);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`not an HH:mm time: ${time}`);
  return unixSecondsOf(
    new CalendarDateTime(year, month, day, Number(match[1]), Number(match[2])),
    timeZone,
  );
}

/**
 * Unix seconds of the moment a calendar `duration` before `unixSeconds` on the company's clock:
 * the same local time that many days, weeks, months or years back (a month before 31 March is
 * 28 February; a day across a daylight-saving change is 23 or 25 hours).
 */
export function momentBefore(
  unixSeconds: number,
  duration: DateDuration,
  timeZone: string,
): number {
  return Math.floor(
    localTimeOf(unixSeconds, timeZone).subtract(duration).toDate().getTime() / 1000,
  );
}

/** Unix seconds of the first moment of the calendar date `ymd` (local midnight) in the zone. */
export function dayStartIn(ymd: string, timeZone: string): number {
  return localMomentOn(ymd, '00:00', timeZone);
}

/**
 * Unix seconds of the work day's first second (06:00:00 local). Should a zone ever skip 06:00
 * the day starts at the first local time after the gap, which is also the first moment
 * `workDayOf` gives that day.
 */
export function workDayStart(ymd: string, timeZone: string): number {
  const { year, month, day } = parseYmd(ymd);
  return unixSecondsOf(new CalendarDateTime(year, month, day, WORK_DAY_START_HOUR), timeZone);
}

/** Unix seconds of the work day's last second (05:59:59 local the next morning). */
export function workDayEnd(ymd: string, timeZone: string): number {
  return workDayStart(addDays(ymd, 1), timeZone) - 1;
}
