import { DEFAULT_TIME_ZONE, formatUnix } from '@maru/api/dates';
import { localeTags, type Locale } from '@maru/ui';
import { listDateStyle } from './rules';

/*
 * How the feed widgets show dates: unix seconds from the server on the company's clock (the
 * default company zone, as the portal's search results: the widgets are not told another), so
 * the same post shows the same day and time to everyone, through `@maru/api/dates` (GUIDE §4)
 * in the active locale.
 */

const OPTIONS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthDay: { month: 'short', day: 'numeric' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A list date: "14:05" today, "11월 18일" this year, "2025년 3월 2일" before. */
export function formatListDate(
  unixSeconds: number,
  now: Date,
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const style = listDateStyle(unixSeconds, now, timeZone);
  return formatUnix(unixSeconds, localeTags[locale], OPTIONS[style], timeZone);
}

/** A count in the active locale ("1,234"). */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale]).format(value);
}
