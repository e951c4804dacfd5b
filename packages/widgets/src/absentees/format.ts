import { localeTags, type Locale } from '@maru/ui';

/*
 * The one place the people widgets turn server times into text (GUIDE §4): `HH:mm` strings and
 * `yyyy-MM-dd` dates are wall-clock values, so they are formatted in UTC, where they were
 * placed, and never shift with the browser's zone.
 */

function utcDate(ymd: string, hhmm = '00:00'): Date {
  const [year = 1970, month = 1, day = 1] = ymd.split('-').map(Number);
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes));
}

/** An `HH:mm` time in the locale's 24-hour form. */
export function formatHourMinute(hhmm: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(utcDate('1970-01-01', hhmm));
}

/** A `yyyy-MM-dd` date as month, day and short weekday, e.g. "11월 20일 (금)". */
export function formatDayHeading(ymd: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(utcDate(ymd));
}
