import { getLocalTimeZone, parseDate } from '@internationalized/date';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Turns the free-trial expiry into a local `Date` for formatting. A date-only ISO string is a
 * calendar day: `new Date('2025-07-31')` would be UTC midnight, which is 30 July in America,
 * so it becomes that day's midnight in the browser's zone instead. Invalid input, a day the
 * calendar does not have (2025-02-30) included, gives `null`.
 */
export function parseCalendarDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    try {
      return parseDate(text).toDate(getLocalTimeZone());
    } catch {
      return null;
    }
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
