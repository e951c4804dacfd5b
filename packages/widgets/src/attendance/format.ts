import { formatUnix } from '@maru/api/dates';
import { localeTags, type Locale } from '@maru/ui';

/*
 * The one place the attendance widget turns times into text (GUIDE §4). Times are shown in the
 * browser's zone, the same zone whose offset the commute calls send.
 */

/** The work day as a long date in the active locale, e.g. "2026년 11월 20일 금요일". */
export function formatWorkDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'full' }).format(date);
}

/** The running clock, 24-hour with seconds. */
export function formatClock(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** A commute time sent as unix seconds, as HH:mm. */
export function formatUnixTime(seconds: number, locale: Locale): string {
  return formatUnix(seconds, localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** Worked seconds split into whole hours and minutes for the duration message. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** An ISO 8601 duration (`PT3H25M`) for the `datetime` attribute of worked time. */
export function isoDuration(seconds: number): string {
  const { hours, minutes } = splitDuration(seconds);
  return `PT${hours}H${minutes}M`;
}
