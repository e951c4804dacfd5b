import type { CommuteDivision, CommuteSettings, CommuteStatus, CommuteType } from '@maru/api';

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

/**
 * With `continue` set (an open previous day waiting for continue-work), leave without pause is
 * not the pause-on state: there is no non-work to end, so pause is disabled and leave opens the
 * continue-work flow.
 */
export function attendanceButtons(flags: CommuteFlags & { continue?: boolean }): AttendanceButtons {
  const { start, pause, leave } = flags;
  const resume = flags.continue === true;
  const nothingPermitted = !start && !pause && !leave;
  const neitherPauseNorLeave = !pause && !leave;
  const pauseOn = !pause && leave && !resume;
  return {
    start: { enabled: start, disabled: nothingPermitted },
    pause: {
      enabled: !start && pause,
      disabled: neitherPauseNorLeave || (resume && !pause),
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
  // No start today (a continue-work wait included: today has no record yet).
  if (status.attendanceTime === null) return 'absent';
  if (!status.start && !status.pause && status.leave) return 'nonWork';
  if (!status.start && status.pause) return 'working';
  // Left, and either allowed to check in again or locked until tomorrow.
  if (status.leaveTime !== null) return 'leftWork';
  return 'working';
}

/** Every action the attendance buttons can lead to (spec 02 §4 Actions). */
export type AttendanceActionKind =
  | 'checkIn'
  | 'reCheckIn'
  | 'pauseStart'
  | 'pauseEnd'
  | 'leave'
  /** Leave with extended-work application on: the extended-work check decides the question. */
  | 'extendedLeave'
  /** An open previous day after its window: continue or missing, then continue/2. */
  | 'continueWork'
  /** Nothing is permitted: yesterday's leave was not recorded (goes to MyWorkHour). */
  | 'missingLeave'
  /** Leave pressed with no attendance time today (goes to MyWorkHour). */
  | 'missingAttendance';

export type AttendanceButton = 'start' | 'pause' | 'leave';

/** The status fields the decisions read. */
export type DecisionStatus = Pick<
  CommuteStatus,
  'start' | 'pause' | 'leave' | 'continue' | 'leaveTime' | 'attendanceTime'
>;

/** The settings fields the decisions read (extended-work application). */
export type DecisionSettings = Pick<
  CommuteSettings,
  'applyExtendedWorkFlag' | 'extendedWorkDraftUseFlag'
>;

/** Extended-work application is on only when both flags are Y (spec 02 §4 Leave). */
export function extendedWorkApplies(settings: DecisionSettings | null): boolean {
  return settings?.applyExtendedWorkFlag === 'Y' && settings.extendedWorkDraftUseFlag === 'Y';
}

/**
 * What pressing Start means now (spec 02 §4 Actions "Start"): check in (or in again after a
 * leave); when start is not permitted but pause or leave is, the pause flow (start it while
 * working, end it in the pause-on state); while continue-work is waiting, its flow (there is no
 * pause to start or end); when nothing is permitted, the missing-leave confirm.
 */
export function startIntent(status: Omit<DecisionStatus, 'attendanceTime'>): AttendanceActionKind {
  if (status.start) return status.leaveTime !== null ? 'reCheckIn' : 'checkIn';
  if (status.pause) return 'pauseStart';
  if (status.leave && status.continue) return 'continueWork';
  if (status.leave) return 'pauseEnd';
  return 'missingLeave';
}

/**
 * What pressing Leave means now (spec 02 §4 Actions "Leave"): the continue-work flow when
 * continue is set (checked first: today has no attendance time while it waits); no attendance
 * time → the MyWorkHour confirm; extended-work application on → the extended-work check;
 * otherwise a plain confirm.
 */
export function leaveIntent(
  status: Pick<DecisionStatus, 'attendanceTime' | 'continue'>,
  settings: DecisionSettings | null = null,
): AttendanceActionKind {
  if (status.continue) return 'continueWork';
  if (status.attendanceTime === null) return 'missingAttendance';
  return extendedWorkApplies(settings) ? 'extendedLeave' : 'leave';
}

/** What pressing Pause means now: end the running non-work in the pause-on state, else start. */
export function pauseIntent(status: DecisionStatus): AttendanceActionKind {
  return attendanceButtons(status).pause.mode === 'end' ? 'pauseEnd' : 'pauseStart';
}

/**
 * True when the decision for this press depends on the day's settings, so the flow fetches
 * them only then: a leave that is not a continue-work or a missing attendance.
 */
export function needsSettings(button: AttendanceButton, status: DecisionStatus): boolean {
  return button === 'leave' && !status.continue && status.attendanceTime !== null;
}

/**
 * Which action a button press leads to, given the status (fetched just before) and the day's
 * settings (null when not needed, see `needsSettings`). Pure: the exported decision logic.
 */
export function decideAction(
  button: AttendanceButton,
  status: DecisionStatus,
  settings: DecisionSettings | null = null,
): AttendanceActionKind {
  switch (button) {
    case 'start':
      return startIntent(status);
    case 'pause':
      return pauseIntent(status);
    case 'leave':
      return leaveIntent(status, settings);
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
  | 'confirm.extendedLeave'
  | 'confirm.extendedLeaveTimedOut'
  | 'confirm.continueWork'
  | 'confirm.continueWorkReason'
  | 'button.continue'
  | 'button.missing'
  | 'error.pauseReasonTooShort'
  | 'success.workStarted'
  | 'success.workEnded'
  | 'success.nonWorkStarted'
  | 'success.nonWorkEnded'
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

/** A confirm with its own button labels (continue-work: continue or missing). */
export interface ChoiceQuestion {
  dialog: 'confirm';
  messageKey: AttendanceMessageKey;
  confirmLabelKey: AttendanceMessageKey;
  cancelLabelKey: AttendanceMessageKey;
}

/** The commute action a flow sends and the message shown after it succeeded. */
interface FlowCommand {
  type: CommuteType;
  division: CommuteDivision;
  successKey: AttendanceMessageKey;
}

/**
 * One row of the flow table: ask, then send a commute action or go to a page. Two flows ask
 * in two steps: the extended-work leave (the check decides between a reason prompt and a
 * confirm, and its data goes out as `extParam`) and continue-work (continue or missing; missing
 * goes on to the missing-leave confirm, continue fetches the server time and asks a reason).
 */
export type AttendanceFlow =
  | ({ outcome: 'command'; ask: AttendanceQuestion } & FlowCommand)
  | { outcome: 'navigate'; ask: AttendanceQuestion & { dialog: 'confirm' }; target: 'MyWorkHour' }
  | ({
      outcome: 'extendedLeave';
      timedOut: AttendanceQuestion & { dialog: 'prompt' };
      inTime: AttendanceQuestion & { dialog: 'confirm' };
    } & FlowCommand)
  | ({
      outcome: 'continueWork';
      choice: ChoiceQuestion;
      /** Where "missing" leads: the missing-leave confirm, then MyWorkHour. */
      missing: 'missingLeave';
      reason: AttendanceQuestion & { dialog: 'prompt' };
    } & FlowCommand);

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
  extendedLeave: {
    outcome: 'extendedLeave',
    timedOut: { dialog: 'prompt', messageKey: 'confirm.extendedLeaveTimedOut', reason: 'optional' },
    inTime: { dialog: 'confirm', messageKey: 'confirm.extendedLeave' },
    type: '2',
    division: '01',
    successKey: 'success.workEnded',
  },
  continueWork: {
    outcome: 'continueWork',
    choice: {
      dialog: 'confirm',
      messageKey: 'confirm.continueWork',
      confirmLabelKey: 'button.continue',
      cancelLabelKey: 'button.missing',
    },
    missing: 'missingLeave',
    reason: { dialog: 'prompt', messageKey: 'confirm.continueWorkReason', reason: 'optional' },
    type: '2',
    division: 'continue',
    successKey: 'success.continueWorkComplete',
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
