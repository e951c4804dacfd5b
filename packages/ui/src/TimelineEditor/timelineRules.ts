import { parseDate, Time, toCalendarDateTime, toZoned } from '@internationalized/date';
import type { CalendarDate } from '@internationalized/date';
import { DEFAULT_BASE_HOUR, formatTime, isNextDayHour } from '../TimeSelect/timeOptions';
import type { TimeOfDay } from '../TimeSelect/timeOptions';

/** '01' the start (clock-in) row, '02' a non-work row, '99' the end (clock-out) row. */
export type TimelineDivision = '01' | '02' | '99';

/** One row of a day's commute timeline (spec 02 §3). */
export interface TimelineRow {
  /** Stable identity for rendering; rows added by the editor get one. */
  key?: string;
  /** '01' start, '02' non-work, '99' end. */
  division: TimelineDivision;
  /** `HH:mm` (or the text the user typed); used by start and non-work rows. */
  start: string;
  /** `HH:mm` (or the text the user typed); used by non-work and end rows. */
  end: string;
  /** Free remark. */
  remark: string;
  /** '10' a protected (system-recorded) row, '02' recorded by the app. */
  platform?: string;
  /** False when the server forbids deleting the row. */
  deletable?: boolean;
  /** Passed through as the server sent it. */
  valid?: boolean;
}

/** Which time of a row a message concerns. */
export type TimelineField = 'start' | 'end';

/** The spec's timeline message names (spec 02 §5), plus `invalidTime` for unreadable typed text. */
export type TimelineMessageKey =
  | 'noCommuteData'
  | 'clockInBeforeDayStart'
  | 'cannotPrecedeClockIn'
  | 'startEndSame'
  | 'cannotBeAfterClockOut'
  | 'nonWorkTooLong'
  | 'overlappingNotAllowed'
  | 'invalidTime';

/** The first rule a timeline breaks: its message and the row (and time) it concerns. */
export interface TimelineError {
  messageKey: TimelineMessageKey;
  /** Index in the rows given; null when the timeline as a whole is concerned. */
  rowIndex: number | null;
  /** The offending time of the row; null when the whole row is concerned. */
  field: TimelineField | null;
}

export interface TimelineOptions {
  /** The standard day start as an hour (0-23); 6 by default, so the day ends at 05:59. */
  baseHour?: number;
  /**
   * The alternative mode (a day still in progress): the current time as `HH:mm` replaces the
   * standard day end, one row (the clock-in) is enough, and an empty end means "still open".
   */
  now?: string;
}

const MINUTES_PER_DAY = 24 * 60;

/** The time fields each division uses: the clock-in is a start, the clock-out an end. */
export function timeFieldsOf(division: TimelineDivision): readonly TimelineField[] {
  if (division === '01') return ['start'];
  if (division === '99') return ['end'];
  return ['start', 'end'];
}

/**
 * Reads a typed time: four digits with an optional separator (spec 02 §5), after folding
 * full-width digits and colons (a CJK IME in full-width mode types "０９：３０") and trimming.
 */
export function parseTypedTime(
  text: string | null | undefined,
  baseHour: number = DEFAULT_BASE_HOUR,
): TimeOfDay | null {
  const match = /^(\d{2})[:.\s]?(\d{2})$/.exec((text ?? '').normalize('NFKC').trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute, nextDay: isNextDayHour(hour, baseHour) };
}

/** `HH:mm` for readable typed text; anything else is returned as typed, never dropped. */
export function normalizeTypedTime(text: string): string {
  const time = parseTypedTime(text);
  return time ? formatTime(time.hour, time.minute) : text;
}

/** True for an early-hours time, which falls on the next calendar day (spec 02 §5). */
export function isNextDayTime(text: string, baseHour: number = DEFAULT_BASE_HOUR): boolean {
  return parseTypedTime(text, baseHour)?.nextDay ?? false;
}

/** The standard day start, `HH:mm` (06:00 by default). */
export function dayStartTime(baseHour: number = DEFAULT_BASE_HOUR): string {
  return formatTime(baseHour, 0);
}

/** The standard day end, one minute before the day start (05:59 by default, next day). */
export function dayEndTime(baseHour: number = DEFAULT_BASE_HOUR): string {
  // Time arithmetic wraps around midnight: 00:00 minus a minute is 23:59.
  const end = new Time(baseHour).subtract({ minutes: 1 });
  return formatTime(end.hour, end.minute);
}

/**
 * Minutes since the day start on the work day (0 at 06:00, 1439 at 05:59 next day), so times
 * across midnight compare in order; null for unreadable text.
 */
export function workDayMinutes(text: string, baseHour: number = DEFAULT_BASE_HOUR): number | null {
  const time = parseTypedTime(text, baseHour);
  if (!time) return null;
  // The clock turned back by the day start, wrapping at midnight: 06:00 reads 00:00.
  const sinceDayStart = new Time(time.hour, time.minute).subtract({ hours: baseHour });
  return sinceDayStart.hour * 60 + sinceDayStart.minute;
}

/** The company zone a timeline is written in unless told otherwise. */
const DEFAULT_TIMELINE_TIME_ZONE = 'Asia/Seoul';

export interface UnixTimeOptions {
  /** The standard day start hour; 6 by default. */
  baseHour?: number;
  /**
   * The company's IANA time zone, whose wall clock the times are on; `Asia/Seoul` by default.
   * Daylight-saving changes are applied (a zone name, never a fixed offset).
   */
  timeZone?: string;
}

/** The calendar date of a work date `YYYY-MM-DD`; a RangeError for anything else (2024-02-30). */
function workDateOf(date: string): CalendarDate {
  try {
    return parseDate(date);
  } catch {
    throw new RangeError(`date must be a YYYY-MM-DD date, got ${date}`);
  }
}

/**
 * Unix seconds for a work date (`YYYY-MM-DD`) plus `HH:mm` on the company's clock, a day later
 * for next-day times (spec 02 §5); null when the time is unreadable.
 */
export function toUnixSeconds(
  date: string,
  time: string,
  { baseHour = DEFAULT_BASE_HOUR, timeZone = DEFAULT_TIMELINE_TIME_ZONE }: UnixTimeOptions = {},
): number | null {
  const workDate = workDateOf(date);
  const parsed = parseTypedTime(time, baseHour);
  if (!parsed) return null;
  const calendarDate = parsed.nextDay ? workDate.add({ days: 1 }) : workDate;
  const local = toCalendarDateTime(calendarDate, new Time(parsed.hour, parsed.minute));
  // 'compatible': a wall-clock time a daylight-saving gap skips moves to just after the gap.
  return toZoned(local, timeZone, 'compatible').toDate().getTime() / 1000;
}

/** A row with its times as unix seconds (null where the row has no such time). */
export interface UnixTimelineRow extends Omit<TimelineRow, 'start' | 'end' | 'key'> {
  start: number | null;
  end: number | null;
}

/** The rows with unix times built from the work date, for the commute edit payload. */
export function toUnixTimeline(
  rows: readonly TimelineRow[],
  date: string,
  options: UnixTimeOptions = {},
): UnixTimelineRow[] {
  return rows.map(({ key: _key, ...row }) => {
    const fields = timeFieldsOf(row.division);
    const unix = (field: TimelineField) =>
      fields.includes(field) ? toUnixSeconds(date, row[field], options) : null;
    return { ...row, start: unix('start'), end: unix('end') };
  });
}

/** A protected row: recorded by the system (platform '10'). */
export function isProtectedRow(row: TimelineRow): boolean {
  return row.platform === '10';
}

export interface DeletableOptions {
  /** Whether protected rows are locked in this mode; true by default. */
  lockProtected?: boolean;
}

/**
 * Rows are deletable unless they are start/end rows, protected (platform '10') while protected
 * rows are locked, or flagged not deletable by the server (spec 02 §4).
 */
export function isRowDeletable(
  row: TimelineRow,
  { lockProtected = true }: DeletableOptions = {},
): boolean {
  if (row.division !== '02') return false;
  if (row.deletable === false) return false;
  return !(lockProtected && isProtectedRow(row));
}

/** Appends an end row when the timeline has none (spec 02 §4); the same array otherwise. */
export function appendMissingEndRow(
  rows: readonly TimelineRow[],
  end = '',
): readonly TimelineRow[] {
  if (rows.some((row) => row.division === '99')) return rows;
  return [...rows, { key: 'end', division: '99', start: '', end, remark: '', deletable: false }];
}

/** The latest readable time entered, scanning from the last row up ('' when there is none). */
export function latestTime(rows: readonly TimelineRow[]): string {
  for (const row of [...rows].reverse()) {
    for (const field of [...timeFieldsOf(row.division)].reverse()) {
      if (parseTypedTime(row[field])) return normalizeTypedTime(row[field]);
    }
  }
  return '';
}

/**
 * Adds a non-work row before the end row (or last when there is none), starting and ending at
 * the latest time entered above it so the selects show a sensible starting point.
 */
export function addNonWorkRow(rows: readonly TimelineRow[], key: string): TimelineRow[] {
  const endIndex = rows.findIndex((row) => row.division === '99');
  const at = endIndex === -1 ? rows.length : endIndex;
  const before = rows.slice(0, at);
  const time = latestTime(before);
  const row: TimelineRow = { key, division: '02', start: time, end: time, remark: '' };
  return [...before, row, ...rows.slice(at)];
}

/** One readable time of the timeline, in work-day minutes. */
interface Stamp {
  rowIndex: number;
  field: TimelineField;
  minutes: number;
}

function fail(
  messageKey: TimelineMessageKey,
  rowIndex: number | null,
  field: TimelineField | null,
): TimelineError {
  return { messageKey, rowIndex, field };
}

/** Reads every time the rows use; an unreadable one (or a missing required one) fails. */
function readStamps(
  rows: readonly TimelineRow[],
  baseHour: number,
  inProgress: boolean,
): Stamp[] | TimelineError {
  const stamps: Stamp[] = [];
  for (const [rowIndex, row] of rows.entries()) {
    for (const field of timeFieldsOf(row.division)) {
      // An open end while the day is in progress: not clocked out, or a break not yet ended.
      if (inProgress && field === 'end' && row.end.trim() === '') continue;
      const minutes = workDayMinutes(row[field], baseHour);
      if (minutes === null) return fail('invalidTime', rowIndex, field);
      stamps.push({ rowIndex, field, minutes });
    }
  }
  return stamps;
}

/** The minutes of one row's time among the stamps, if it was entered. */
function stampOf(stamps: readonly Stamp[], rowIndex: number, field: TimelineField) {
  return stamps.find((stamp) => stamp.rowIndex === rowIndex && stamp.field === field)?.minutes;
}

/**
 * Checks a timeline against spec 02 §5 and returns the first failure, in the spec's order, or
 * null when the timeline may be saved. Times compare on the work day: early-hours times count
 * as the next day, except the clock-in, which can never be before the day start.
 */
export function validateTimeline(
  rows: readonly TimelineRow[],
  options: TimelineOptions = {},
): TimelineError | null {
  const baseHour = options.baseHour ?? DEFAULT_BASE_HOUR;
  const inProgress = options.now !== undefined;
  const nowMinutes = inProgress ? workDayMinutes(options.now ?? '', baseHour) : null;
  if (inProgress && nowMinutes === null) throw new RangeError(`now must be HH:mm: ${options.now}`);

  if (rows.length < (inProgress ? 1 : 2)) return fail('noCommuteData', null, null);

  const stamps = readStamps(rows, baseHour, inProgress);
  if (!Array.isArray(stamps)) return stamps;

  const first = rows[0];
  const clockInTime = first && first.division !== '99' ? first.start : undefined;
  if (clockInTime !== undefined && isNextDayTime(clockInTime, baseHour)) {
    return fail('clockInBeforeDayStart', 0, 'start');
  }
  const clockIn = stampOf(stamps, 0, 'start') ?? 0;

  const early = stamps.find((stamp) => stamp.minutes < clockIn);
  if (early) return fail('cannotPrecedeClockIn', early.rowIndex, early.field);

  for (const [rowIndex, row] of rows.entries()) {
    if (row.division !== '02' || isProtectedRow(row)) continue;
    const start = stampOf(stamps, rowIndex, 'start');
    const end = stampOf(stamps, rowIndex, 'end');
    if (start !== undefined && end !== undefined && start >= end) {
      return fail('startEndSame', rowIndex, 'end');
    }
  }
  const lastIndex = rows.length - 1;
  const clockOut =
    rows[lastIndex]?.division === '99' ? stampOf(stamps, lastIndex, 'end') : undefined;
  if (clockOut !== undefined && clockOut === clockIn && lastIndex > 0) {
    return fail('startEndSame', lastIndex, 'end');
  }

  const dayEnd = Math.min(MINUTES_PER_DAY - 1, nowMinutes ?? Infinity, clockOut ?? Infinity);
  const late = stamps.find((stamp) => stamp.minutes > dayEnd);
  if (late) return fail('cannotBeAfterClockOut', late.rowIndex, late.field);

  // An open break (alternative mode) lasts until now; the span runs to the clock-out or now.
  const spanEnd = clockOut ?? dayEnd;
  const breaks = rows.flatMap((row, rowIndex) => {
    if (row.division !== '02') return [];
    const start = stampOf(stamps, rowIndex, 'start') ?? spanEnd;
    const end = stampOf(stamps, rowIndex, 'end') ?? spanEnd;
    return [{ rowIndex, start, end }];
  });
  let nonWork = 0;
  for (const item of breaks) {
    nonWork += Math.max(0, item.end - item.start);
    if (nonWork > spanEnd - clockIn) return fail('nonWorkTooLong', item.rowIndex, null);
  }

  const sorted = [...breaks].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if (previous && current && current.start < previous.end) {
      return fail('overlappingNotAllowed', current.rowIndex, 'start');
    }
  }
  return null;
}
