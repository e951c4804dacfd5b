import { formatUnix, formatYmd } from '@maru/api/dates';
import { localeTags, type Locale } from '@maru/ui';

/** A notice's `yyyy-MM-dd` as a long date ("2026년 11월 20일"). */
export function formatNoticeDate(ymd: string, locale: Locale): string {
  return formatYmd(ymd, localeTags[locale], { dateStyle: 'long' });
}

/** When a notice was confirmed (unix seconds), as date and time in the browser's zone. */
export function formatConfirmedAt(seconds: number, locale: Locale): string {
  return formatUnix(seconds, localeTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
}
