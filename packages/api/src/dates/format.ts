import { parseYmd } from './calendar';

/*
 * The one place values the server sends become text (GUIDE §4), always through Intl in the
 * active locale's tag (`localeTags[locale]` of @maru/ui). `yyyy-MM-dd` dates and `HH:mm` times
 * are wall-clock values: they are placed in UTC and formatted in UTC, so no zone shifts them.
 * Unix seconds are instants: shown in the browser's zone unless a zone is given.
 */

/** A `yyyy-MM-dd` date in the locale, e.g. `{ dateStyle: 'long' }` → "2026년 11월 20일". */
export function formatYmd(
  ymd: string,
  localeTag: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(localeTag, { ...options, timeZone: 'UTC' }).format(
    parseYmd(ymd).toDate('UTC'),
  );
}

/** An `HH:mm` time in the locale's 24-hour form ("09:00"). */
export function formatHourMinute(hhmm: string, localeTag: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(localeTag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(1970, 0, 1, hours, minutes)));
}

/** An instant (unix seconds) in the locale, in `timeZone` (default: the browser's). */
export function formatUnix(
  unixSeconds: number,
  localeTag: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(localeTag, { ...options, timeZone }).format(
    new Date(unixSeconds * 1000),
  );
}

/** The machine-readable `datetime` attribute of an instant (unix seconds). */
export function isoOfUnix(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}
