import { parseDate } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { formatRangeEnd, formatRangeStart, parseRangeBoundary } from './rangeFormat';

/** Search date presets (spec 01 §9): everything, the last week, month or year, or a custom range. */
export type DateRangePreset = 'all' | 'P1W' | 'P1M' | 'P1Y' | 'custom';

export const dateRangePresets: readonly DateRangePreset[] = ['all', 'P1W', 'P1M', 'P1Y', 'custom'];

/** What the picker reports: the preset and its boundaries in `yyyy-MM-dd'T'HH:mm:ss.SSSZ`. */
export interface DateRangeValue {
  /** Which preset produced the range. */
  preset: DateRangePreset;
  /** First instant of the first day (00:00:00.000), or null for `all`. */
  start: string | null;
  /** Last millisecond of the last day (23:59:59.999), or null for `all`. */
  end: string | null;
}

/** A range of whole calendar days, both ends included. */
export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** The value of the `all` preset: no boundaries at all. */
export const allDatesValue: DateRangeValue = { preset: 'all', start: null, end: null };

const durations = {
  P1W: { weeks: 1 },
  P1M: { months: 1 },
  P1Y: { years: 1 },
} as const;

/**
 * The days a duration preset covers: from today minus the duration up to today. Month and
 * year arithmetic clamps to the last day of a shorter month, so P1M from March 31 starts on the
 * last day of February (28th, or 29th in a leap year) and P1Y from 2028-02-29 starts 2027-02-28.
 */
export function presetDayRange(preset: 'P1W' | 'P1M' | 'P1Y', today: CalendarDate): DayRange {
  return { start: today.subtract(durations[preset]), end: today };
}

/** True when a range is in order (a single day is a valid range). */
export function isRangeOrdered(range: DayRange): boolean {
  return range.start.compare(range.end) <= 0;
}

/** Turns a day range into the reported value for a preset, in the given time zone. */
export function toDateRangeValue(
  preset: DateRangePreset,
  range: DayRange,
  timeZone: string,
): DateRangeValue {
  return {
    preset,
    start: formatRangeStart(range.start, timeZone),
    end: formatRangeEnd(range.end, timeZone),
  };
}

/**
 * The value of a custom range of whole days a host keeps as `yyyy-MM-dd` (a period in an
 * address), written in `timeZone`: the way back from a stored period to the picker's value.
 * Throws on a date the calendar does not have.
 */
export function customRangeValue(
  startYmd: string,
  endYmd: string,
  timeZone: string,
): DateRangeValue {
  return toDateRangeValue(
    'custom',
    { start: parseDate(startYmd), end: parseDate(endYmd) },
    timeZone,
  );
}

/** The value a preset choice emits: `all` has no boundaries, durations end today. */
export function valueForPreset(
  preset: Exclude<DateRangePreset, 'custom'>,
  today: CalendarDate,
  timeZone: string,
): DateRangeValue {
  if (preset === 'all') return allDatesValue;
  return toDateRangeValue(preset, presetDayRange(preset, today), timeZone);
}

/**
 * The days a value shows in the fields. A duration preset given without boundaries (for
 * instance `{ preset: 'P1M', start: null, end: null }` as a default) is computed from today.
 */
export function dayRangeOf(value: DateRangeValue, today: CalendarDate): DayRange | null {
  const start = parseRangeBoundary(value.start);
  const end = parseRangeBoundary(value.end);
  if (start && end) return { start, end };
  if (value.preset === 'P1W' || value.preset === 'P1M' || value.preset === 'P1Y') {
    return presetDayRange(value.preset, today);
  }
  return null;
}
