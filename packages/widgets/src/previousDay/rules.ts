import type { PreviousDay } from '@maru/api';

/*
 * What the previous-day widget shows (spec 02 §2, §3), pure. The server answers the previous
 * work day always; a day without an attendance time has no record to show.
 */

export type PreviousDayState = 'empty' | 'recorded';

/** 'empty' when the day has no attendance record, else 'recorded'. */
export function previousDayState(day: PreviousDay): PreviousDayState {
  return day.attendanceTime === null ? 'empty' : 'recorded';
}

/** request 'Y': a change request for the day awaits approval. */
export function isApprovalRequested(day: PreviousDay): boolean {
  return day.request === 'Y';
}

/** The day was started but its leave was never recorded (the reason to edit it). */
export function isLeaveMissing(day: PreviousDay): boolean {
  return day.attendanceTime !== null && day.leaveTime === null;
}

/** `HH:mm` (hours may pass 24) as an ISO 8601 duration for `<time dateTime>`. */
export function isoDurationOf(hoursMinutes: string): string {
  const [hours = '0', minutes = '0'] = hoursMinutes.split(':');
  return `PT${Number(hours)}H${Number(minutes)}M`;
}
