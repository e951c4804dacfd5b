import { localeTags, type Locale } from '@maru/ui';
import { listDateStyle } from './rules';

/*
 * The one place the feed widgets turn dates into text (GUIDE §4): unix seconds from the server,
 * shown in the browser's zone through Intl in the active locale.
 */

const OPTIONS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthDay: { month: 'short', day: 'numeric' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A list date: "14:05" today, "11월 18일" this year, "2025년 3월 2일" before. */
export function formatListDate(unixSeconds: number, now: Date, locale: Locale): string {
  const date = new Date(unixSeconds * 1000);
  return new Intl.DateTimeFormat(localeTags[locale], OPTIONS[listDateStyle(date, now)]).format(
    date,
  );
}

/** The `datetime` attribute of a list date. */
export function isoFromUnix(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/** A count in the active locale ("1,234"). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale]).format(value);
}
