import { localeTags, type Locale } from '@maru/ui';

/** A work day (`yyyy-MM-dd`) as a short date with weekday, e.g. "11월 19일 (목)". */
export function formatWorkDay(ymd: string, locale: Locale): string {
  const [year, month, day] = ymd.split('-').map(Number);
  // The date is a calendar date, not an instant: format it in UTC so no zone shifts it.
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(date);
}
