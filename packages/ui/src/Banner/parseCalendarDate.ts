/**
 * Turns the free-trial expiry into a local `Date` for formatting. A date-only ISO string is a
 * calendar day: `new Date('2025-07-31')` would be UTC midnight, which is 30 July in America,
 * so it is built from its parts in local time instead. Invalid input gives `null`.
 */
export function parseCalendarDate(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    const date = new Date(year, month - 1, day);
    // Reject rollovers such as 2025-02-30 → 2 March.
    return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
