import { formatHourMinute as formatWallClock, formatYmd } from '@maru/api/dates';
import { localeTags, type Locale } from '@maru/ui';

/*
 * How the people widgets (absentees, schedule) show the server's `HH:mm` times and
 * `yyyy-MM-dd` dates; the conversion itself is `@maru/api/dates` (GUIDE §4).
 */

/** An `HH:mm` time in the locale's 24-hour form. */
export function formatHourMinute(hhmm: string, locale: Locale): string {
  return formatWallClock(hhmm, localeTags[locale]);
}

/** A `yyyy-MM-dd` date as month, day and short weekday, e.g. "11월 20일 (금)". */
export function formatDayHeading(ymd: string, locale: Locale): string {
  return formatYmd(ymd, localeTags[locale], { month: 'long', day: 'numeric', weekday: 'short' });
}
