import {
  LEAVE_TYPE_CODES,
  type AbsenteeDay,
  type AbsenteeEntry,
  type LeaveTypeCode,
} from '@maru/api';
import { statusColourFor, type StatusColour } from '@maru/ui';

/** Where the detail button leads: the absence calendar (spec 01 §2). */
export const ABSENCE_CALENDAR_PATH = '/ess/offCalendar';

/** Pages the absentee widget may send the user to; the host maps them to its routes. */
export type AbsenteesNavigationTarget = typeof ABSENCE_CALENDAR_PATH;

function isLeaveTypeCode(code: string): code is LeaveTypeCode {
  return (LEAVE_TYPE_CODES as readonly string[]).includes(code);
}

/**
 * The catalogue key of an absence's type label (spec 02 §3 leave-type codes), or null for a
 * code the widget does not know, which then shows the server's calendar mark name.
 */
export function leaveTypeLabelKey(lookupCode: string): `leaveType.${LeaveTypeCode}` | null {
  const code = lookupCode.trim();
  return isLeaveTypeCode(code) ? `leaveType.${code}` : null;
}

/**
 * The colour of an absentee's tag by the lookup's attribute01 (spec 01 §3, spec 02 §9): ETC
 * purple, VACATION blue, WORK green, anything else black. The tag always carries the type's
 * label too, so colour is never the only signal.
 */
export function absenteeColour(entry: Pick<AbsenteeEntry, 'attribute01'>): StatusColour {
  return statusColourFor(entry.attribute01);
}

/** When the member is away: all day, or from–to (either end may be open). */
export type AbsenceHours =
  { kind: 'allDay' } | { kind: 'range'; start: string | null; end: string | null };

export function absenceHours(entry: Pick<AbsenteeEntry, 'startTime' | 'endTime'>): AbsenceHours {
  if (entry.startTime === null && entry.endTime === null) return { kind: 'allDay' };
  return { kind: 'range', start: entry.startTime, end: entry.endTime };
}

/**
 * The entries of today's day entry: the one whose solarYmd is today, else the first the
 * server sent (it answers one day, the server's today), so a client clock a little off still
 * shows the list.
 */
export function todaysAbsentees(days: readonly AbsenteeDay[], today: string): AbsenteeEntry[] {
  const day = days.find((candidate) => candidate.solarYmd === today) ?? days[0];
  return day ? day.entries : [];
}
