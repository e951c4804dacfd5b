/*
 * `yyyy-MM-dd` text checked without @internationalized/date: the contract's schemas run in the
 * portal's first load, which has no room left for the library (GUIDE §6 budget, see
 * docs/decisions.md "Dates and times"). Everything else in this folder is on the library.
 */

/** `yyyy-MM-dd`: four-digit year, two-digit month and day. */
export const YMD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** True for a `yyyy-MM-dd` that exists in the Gregorian calendar (2026-02-30 does not). */
export function isYmd(text: string): boolean {
  const match = YMD_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}
