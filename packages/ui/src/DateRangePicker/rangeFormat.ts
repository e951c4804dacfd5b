import { parseDate, Time, toCalendarDateTime, toZoned } from '@internationalized/date';
import type { CalendarDate, ZonedDateTime } from '@internationalized/date';

/**
 * The wire format of a search period boundary (spec 01 §9): `yyyy-MM-dd'T'HH:mm:ss.SSSZ`, the
 * Java SimpleDateFormat pattern the search API parses, where `Z` is the RFC 822 offset `+0900`
 * (sign, two-digit hours, two-digit minutes, no colon). Example: `2026-11-21T00:00:00.000+0900`.
 */
export const RANGE_BOUNDARY_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{4}$/;

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

/** `+0900`, `-0330`, `+0000`: the offset of a zoned instant in RFC 822 form. */
export function formatOffset(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${sign}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** Formats a zoned date-time as `yyyy-MM-dd'T'HH:mm:ss.SSSZ`. */
export function formatZoned(value: ZonedDateTime): string {
  const date = `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  const time = `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}.${pad(value.millisecond, 3)}`;
  return `${date}T${time}${formatOffset(value.offset)}`;
}

/** The first instant of a day in a time zone (00:00:00.000), as the wire string. */
export function formatRangeStart(date: CalendarDate, timeZone: string): string {
  return formatZoned(toZoned(toCalendarDateTime(date, new Time(0, 0, 0, 0)), timeZone));
}

/** The last millisecond of a day in a time zone (23:59:59.999), as the wire string. */
export function formatRangeEnd(date: CalendarDate, timeZone: string): string {
  return formatZoned(toZoned(toCalendarDateTime(date, new Time(23, 59, 59, 999)), timeZone));
}

/**
 * The calendar day a boundary string names, read from its own `yyyy-MM-dd` part (the string
 * was written in the picker's time zone, so its local date is the day the user chose). Returns
 * null for anything that is not in the wire format.
 */
export function parseRangeBoundary(value: string | null | undefined): CalendarDate | null {
  if (!value || !RANGE_BOUNDARY_PATTERN.test(value)) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}
