/** The standard day start (spec 02 §9): the work day runs from 06:00 to 05:59 the next day. */
export const DEFAULT_BASE_HOUR = 6;

/** One hour choice: hours before the base hour belong to the next calendar day. */
export interface HourOption {
  /** The hour on the 24-hour clock, 0-23. */
  hour: number;
  /** True for hours before the base hour: listed last and labelled next day. */
  nextDay: boolean;
}

/** A chosen time of the work day. */
export interface TimeOfDay {
  /** The hour on the 24-hour clock, 0-23. */
  hour: number;
  /** The minute, 0-59. */
  minute: number;
  /** True for hours past midnight (before the base hour): they fall on the next day. */
  nextDay: boolean;
}

function assertHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer 0-23, got ${hour}`);
  }
}

/** True when an hour falls after midnight of a day that starts at `baseHour`. */
export function isNextDayHour(hour: number, baseHour: number = DEFAULT_BASE_HOUR): boolean {
  assertHour(hour);
  assertHour(baseHour);
  return hour < baseHour;
}

/** 24 hours in work-day order: base..23, then 0..base-1 marked next day. */
export function buildHourOptions(baseHour: number = DEFAULT_BASE_HOUR): HourOption[] {
  assertHour(baseHour);
  return Array.from({ length: 24 }, (_, index) => {
    const hour = (baseHour + index) % 24;
    return { hour, nextDay: hour < baseHour };
  });
}

/** Minutes 0-59. */
export function buildMinuteOptions(): number[] {
  return Array.from({ length: 60 }, (_, minute) => minute);
}

/** Two-digit text for an hour or a minute. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** `HH:mm`. */
export function formatTime(hour: number, minute: number): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

/**
 * Reads `HH:mm` (also `HHmm` — four digits with an optional separator, as the time-string
 * rule of spec 02 §9 accepts) into a time of the work day; null when not a valid time.
 */
export function parseTime(
  value: string | null | undefined,
  baseHour: number = DEFAULT_BASE_HOUR,
): TimeOfDay | null {
  const match = /^(\d{2}):?(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute, nextDay: isNextDayHour(hour, baseHour) };
}
