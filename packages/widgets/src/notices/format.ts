import { localeTags, type Locale } from '@maru/ui';

/** A notice's `yyyy-MM-dd` as a long date ("2026년 11월 20일"); a calendar date, so UTC. */
export function formatNoticeDate(ymd: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${ymd}T00:00:00Z`),
  );
}

/** When a notice was confirmed (unix seconds), as date and time in the browser's zone. */
export function formatConfirmedAt(seconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}
