import type { CommuteDivision, CommuteStatus, CommuteType } from '@maru/api';

/** The three flags the server sends to say which commute actions it permits now. */
export type CommuteFlags = Pick<CommuteStatus, 'start' | 'pause' | 'leave'>;

/**
 * How the three attendance buttons look (spec 02 §4). The spec's "enabled" is the highlighted
 * state (the action the server expects next); a button can be un-highlighted yet pressable,
 * because pressing Start while working routes to the pause flow. `disabled` is the hard stop.
 */
export interface AttendanceButtons {
  start: { enabled: boolean; disabled: boolean };
  /** `mode: 'end'` in the pause-on state: the button then ends the running non-work. */
  pause: { enabled: boolean; disabled: boolean; mode: 'start' | 'end' };
  leave: { enabled: boolean; disabled: boolean };
  /** Non-work is running: pause is no longer permitted but leave still is. */
  pauseOn: boolean;
}

export function attendanceButtons({ start, pause, leave }: CommuteFlags): AttendanceButtons {
  const nothingPermitted = !start && !pause && !leave;
  const neitherPauseNorLeave = !pause && !leave;
  const pauseOn = !pause && leave;
  return {
    start: { enabled: start, disabled: nothingPermitted },
    pause: {
      enabled: !start && pause,
      disabled: neitherPauseNorLeave,
      mode: pauseOn ? 'end' : 'start',
    },
    leave: { enabled: !start && leave, disabled: neitherPauseNorLeave },
    pauseOn,
  };
}

/** The fields whose change between render and click aborts an action (spec 02 §4). */
export function statusChanged(
  before: Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'date'>,
  after: Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'date'>,
): boolean {
  return (
    before.start !== after.start ||
    before.pause !== after.pause ||
    before.leave !== after.leave ||
    before.date !== after.date
  );
}

/** The work-status label of the widget (spec 02 §4 "Work status labels"). */
export type WorkStatus = 'working' | 'nonWork' | 'leftWork' | 'absent';

export function workStatus(
  status: Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'attendanceTime' | 'leaveTime'>,
): WorkStatus {
  if (status.attendanceTime === null) return 'absent';
  if (!status.start && !status.pause && status.leave) return 'nonWork';
  if (!status.start && status.pause) return 'working';
  // Left, and either allowed to check in again or locked until tomorrow.
  if (status.leaveTime !== null) return 'leftWork';
  return 'working';
}

/**
 * Every action the attendance buttons can lead to. The continue-work ('continueWork':
 * confirm continue/missing, server time, optional reason, division 'continue' type 2) and
 * extended-work ('extendedLeave': extendedWorkCheck, reason prompt when timed out) flows of the
 * widgets issue add their kinds here, a branch in `decideAction` and a row in `ATTENDANCE_FLOWS`.
 */
export type AttendanceActionKind =
  | 'checkIn'
  | 'reCheckIn'
  | 'pauseStart'
  | 'pauseEnd'
  | 'leave'
  /** Nothing is permitted: yesterday's leave was not recorded (goes to MyWorkHour). */
  | 'missingLeave'
  /** Leave pressed with no attendance time today (goes to MyWorkHour). */
  | 'missingAttendance';

export type AttendanceButton = 'start' | 'pause' | 'leave';

/** What pressing Start means now (spec 02 §4 Actions "Start"). */
export function startIntent(
  status: Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'leaveTime'>,
): AttendanceActionKind {
  if (status.start) return status.leaveTime !== null ? 'reCheckIn' : 'checkIn';
  if (status.pause) return 'pauseStart';
  if (status.leave) return 'pauseEnd';
  return 'missingLeave';
}

/** What pressing Leave means now (spec 02 §4 Actions "Leave"). */
export function leaveIntent(status: Pick<CommuteStatus, 'attendanceTime'>): AttendanceActionKind {
  return status.attendanceTime === null ? 'missingAttendance' : 'leave';
}

/** Which action a button press leads to, given the status the user saw. */
export function decideAction(
  button: AttendanceButton,
  status: Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'leaveTime' | 'attendanceTime'>,
): AttendanceActionKind {
  switch (button) {
    case 'start':
      return startIntent(status);
    case 'pause':
      return attendanceButtons(status).pause.mode === 'end' ? 'pauseEnd' : 'pauseStart';
    case 'leave':
      return leaveIntent(status);
  }
}

/** The minimum length of a non-work reason (spec 02 §5 commute forms). */
export const PAUSE_REASON_MIN_LENGTH = 2;

/** Message keys of the widget's catalogue that the flows use. */
export type AttendanceMessageKey =
  | 'confirm.checkIn'
  | 'confirm.reCheckIn'
  | 'confirm.pauseStart'
  | 'confirm.pauseEnd'
  | 'confirm.leave'
  | 'confirm.missingLeave'
  | 'confirm.missingAttendance'
  | 'error.pauseReasonTooShort'
  | 'success.workStarted'
  | 'success.workEnded'
  | 'success.nonWorkStarted'
  | 'success.nonWorkEnded'
  /** For the continue-work flow of the widgets issue. */
  | 'success.continueWorkComplete'
  | 'alert.statusChanged';

/** How the user is asked before an action runs. */
export type AttendanceQuestion =
  | { dialog: 'confirm'; messageKey: AttendanceMessageKey }
  | {
      dialog: 'prompt';
      messageKey: AttendanceMessageKey;
      reason: 'optional' | 'required';
      minLength?: number;
      errorKey?: AttendanceMessageKey;
    };

/** One row of the flow table: ask, then either send a commute action or go to a page. */
export type AttendanceFlow =
  | {
      outcome: 'command';
      ask: AttendanceQuestion;
      type: CommuteType;
      division: CommuteDivision;
      successKey: AttendanceMessageKey;
    }
  | { outcome: 'navigate'; ask: AttendanceQuestion & { dialog: 'confirm' }; target: 'MyWorkHour' };

/** The attendance flows of spec 02 §4 Actions, one row per action kind. */
export const ATTENDANCE_FLOWS: Readonly<Record<AttendanceActionKind, AttendanceFlow>> = {
  checkIn: {
    outcome: 'command',
    ask: { dialog: 'prompt', messageKey: 'confirm.checkIn', reason: 'optional' },
    type: '1',
    division: '01',
    successKey: 'success.workStarted',
  },
  // Re-check-in turns the time since leaving into non-work on the server.
  reCheckIn: {
    outcome: 'command',
    ask: { dialog: 'prompt', messageKey: 'confirm.reCheckIn', reason: 'optional' },
    type: '1',
    division: '01',
    successKey: 'success.workStarted',
  },
  pauseStart: {
    outcome: 'command',
    ask: {
      dialog: 'prompt',
      messageKey: 'confirm.pauseStart',
      reason: 'required',
      minLength: PAUSE_REASON_MIN_LENGTH,
      errorKey: 'error.pauseReasonTooShort',
    },
    type: '1',
    division: '02',
    successKey: 'success.nonWorkStarted',
  },
  pauseEnd: {
    outcome: 'command',
    ask: { dialog: 'confirm', messageKey: 'confirm.pauseEnd' },
    type: '2',
    division: '02',
    successKey: 'success.nonWorkEnded',
  },
  leave: {
    outcome: 'command',
    ask: { dialog: 'confirm', messageKey: 'confirm.leave' },
    type: '2',
    division: '01',
    successKey: 'success.workEnded',
  },
  missingLeave: {
    outcome: 'navigate',
    ask: { dialog: 'confirm', messageKey: 'confirm.missingLeave' },
    target: 'MyWorkHour',
  },
  missingAttendance: {
    outcome: 'navigate',
    ask: { dialog: 'confirm', messageKey: 'confirm.missingAttendance' },
    target: 'MyWorkHour',
  },
};

/** True when a non-work reason is long enough (spec 02 §5: two characters or more). */
export function isPauseReasonValid(reason: string): boolean {
  return reason.trim().length >= PAUSE_REASON_MIN_LENGTH;
}
