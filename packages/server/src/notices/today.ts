/** The demo company's clock: notices are dated in Seoul whatever the server's zone. */
const SEOUL_OFFSET_SECONDS = 9 * 3600;

/** The calendar date (`yyyy-MM-dd`) in Seoul of a unix time: the notices' `today`. */
export function calendarDateInSeoul(unixSeconds: number): string {
  return new Date((unixSeconds + SEOUL_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** The date `days` calendar days before `ymd`. */
export function daysBefore(ymd: string, days: number): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
