import { formatYmd } from '@maru/api/dates';
import { localeTags, type Locale } from '@maru/ui';

/** A work day (`yyyy-MM-dd`) as a short date with weekday, e.g. "11월 19일 (목)". */
export function formatWorkDay(ymd: string, locale: Locale): string {
  return formatYmd(ymd, localeTags[locale], { month: 'long', day: 'numeric', weekday: 'short' });
}
