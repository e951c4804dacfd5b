import type { CommuteDivision, CommuteRefusal, CommuteStatus, CommuteType } from '@maru/api';

/*
 * The commute rules of spec 02 §4 as pure functions over a day's records. Records are read in
 * order (server time, then insertion); the state machine below is the only place that knows
 * what a record means.
 */

/** Where the employee stands in a work day. */
export type CommutePhase = 'none' | 'working' | 'paused' | 'left';

export interface CommuteEvent {
  division: string;
  type: string;
  /** Server time, unix seconds. */
  recordedAt: number;
  platform: string;
}

export interface DaySummary {
  phase: CommutePhase;
  /** First work start (01/1) of the day. */
  attendanceTime: number | null;
  /** First work start sent from the app platform ('02'). */
  appAttendanceTime: number | null;
  /** The leave (01/2) that ended the day; null unless the phase is `left`. */
  leaveTime: number | null;
  /** Seconds worked, non-work excluded. */
  workSeconds: number;
  /** Seconds of non-work (pauses, and the gap before a re-check-in). */
  nonWorkSeconds: number;
  /** Server time of the day's last record that counted: the employee's last activity. */
  lastRecordAt?: number | null;
}

/** Platform code of records sent by the app/web client (spec 02 §7). */
export const APP_PLATFORM = '02';

/**
 * Folds a day's records into its phase and times. `until` closes an open work or non-work
 * span for counting: pass the current time for today; pass null for a past day, whose
 * unrecorded leave must not be credited as work.
 */
export function summariseDay(events: readonly CommuteEvent[], until: number | null): DaySummary {
  let phase: CommutePhase = 'none';
  let attendanceTime: number | null = null;
  let appAttendanceTime: number | null = null;
  let leaveTime: number | null = null;
  let workSeconds = 0;
  let nonWorkSeconds = 0;
  let spanStart = 0;
  let lastRecordAt: number | null = null;

  for (const event of events) {
    const at = event.recordedAt;
    const kind = `${event.division}/${event.type}`;
    const before: CommutePhase = phase;
    if (kind === '01/1' && (phase === 'none' || phase === 'left')) {
      // A bare start after a leave (older data, or an import) counts the gap as non-work.
      if (phase === 'left' && leaveTime !== null) nonWorkSeconds += Math.max(0, at - leaveTime);
      attendanceTime ??= at;
      if (event.platform === APP_PLATFORM) appAttendanceTime ??= at;
      leaveTime = null;
      phase = 'working';
      spanStart = at;
    } else if (kind === '02/1' && phase === 'working') {
      workSeconds += Math.max(0, at - spanStart);
      phase = 'paused';
      spanStart = at;
    } else if (kind === '02/1' && phase === 'left') {
      // Re-check-in: the time since leaving becomes non-work (see planCommuteAction).
      phase = 'paused';
      leaveTime = null;
      spanStart = at;
    } else if (kind === '02/2' && phase === 'paused') {
      nonWorkSeconds += Math.max(0, at - spanStart);
      phase = 'working';
      spanStart = at;
    } else if (kind === '01/2' && (phase === 'working' || phase === 'paused')) {
      if (phase === 'working') workSeconds += Math.max(0, at - spanStart);
      else nonWorkSeconds += Math.max(0, at - spanStart);
      phase = 'left';
      leaveTime = at;
    }
    // Anything else (the 'continue' audit record, or a record the phase does not allow) does
    // not move the state.
    if (phase !== before) lastRecordAt = at;
  }

  if (until !== null && phase === 'working') workSeconds += Math.max(0, until - spanStart);
  if (until !== null && phase === 'paused') nonWorkSeconds += Math.max(0, until - spanStart);

  return {
    phase,
    attendanceTime,
    appAttendanceTime,
    leaveTime,
    workSeconds,
    nonWorkSeconds,
    lastRecordAt,
  };
}

/** A work session was started on that day and never left (working or paused). */
export function isOpen(day: DaySummary): boolean {
  return day.phase === 'working' || day.phase === 'paused';
}

/** The standard daily window: 8 regular hours plus a one-hour legal break (spec 02 §9). */
export const STANDARD_WINDOW_SECONDS = 9 * 3600;

/**
 * When the standard daily commute window of a work day ends: its settings' `workStartTime`
 * (HH:mm; an early-hours time before the 06:00 day start belongs to the next morning, spec 02
 * §5) plus STANDARD_WINDOW_SECONDS. `dayStart` is the work day's first second (06:00 local).
 */
export function standardWindowEnd(dayStart: number, workStartTime: string): number {
  const match = /^(\d{1,2}):?(\d{2})$/.exec(workStartTime.trim());
  const hours = match ? Number(match[1]) : 9;
  const minutes = match ? Number(match[2]) : 0;
  // Minutes after the 06:00 day start; times before 06:00 wrap to the next morning.
  const sinceDayStart = ((((hours - 6) * 60 + minutes) % 1440) + 1440) % 1440;
  return dayStart + sinceDayStart * 60 + STANDARD_WINDOW_SECONDS;
}

/**
 * Whether the continue-work confirmation is offered for an open previous day: the employee was
 * still active (a start, non-work or resume record) after that day's standard window ended, as
 * on a night shift or overtime, so work may well have gone on past 06:00. An open day whose
 * last activity fell inside the standard window is a forgotten leave: nothing is permitted and
 * the change request on MyWorkHour is the way out.
 */
export function continueOffered(previous: DaySummary, previousWindowEnd: number): boolean {
  const last = previous.lastRecordAt ?? null;
  return isOpen(previous) && last !== null && last >= previousWindowEnd;
}

/**
 * The status flags of spec 02 §4 for today:
 * - no records → start; working → pause and leave; in non-work → leave; left → start again
 *   (re-check-in) with the leave time.
 * - `yesterday` is false when the previous work day was started and never left; then start is
 *   blocked ("a day with no previous-day leave record blocks going to work"). While today is
 *   still empty, either the continue-work flow is offered (`continue` and `leave`, so the leave
 *   button opens it) or, when it is not (see `continueOffered`), nothing is permitted.
 */
export function commuteStatusOf(input: {
  date: string;
  today: DaySummary;
  previous: DaySummary;
  /** The previous day is open and continue-work is offered for it. */
  continueOffered?: boolean;
}): CommuteStatus {
  const { date, today, previous } = input;
  const previousOpen = isOpen(previous);
  const waitingForContinue =
    today.phase === 'none' && previousOpen && input.continueOffered === true;
  const flags = {
    none: { start: !previousOpen, pause: false, leave: waitingForContinue },
    working: { start: false, pause: true, leave: true },
    paused: { start: false, pause: false, leave: true },
    left: { start: true, pause: false, leave: false },
  }[today.phase];

  return {
    date,
    ...flags,
    continue: waitingForContinue,
    attendanceTime: today.attendanceTime,
    appAttendanceTime: today.appAttendanceTime,
    leaveTime: today.phase === 'left' ? today.leaveTime : null,
    workTime: today.workSeconds,
    vacation: false,
    yesterday: !previousOpen,
  };
}

/** A record an action will write: which day it belongs to, what it is and when it counts. */
export interface PlannedRecord {
  ymd: string;
  division: CommuteDivision;
  type: CommuteType;
  recordedAt: number;
}

export interface ActionContext {
  division: CommuteDivision;
  type: CommuteType;
  /** Today's work day and the one before. */
  ymd: string;
  previousYmd: string;
  today: DaySummary;
  previous: DaySummary;
  /** Continue-work is offered for the open previous day (see `continueOffered`). */
  continueOffered: boolean;
  /** Server time, unix seconds. */
  now: number;
  /** First second of today's work day. */
  dayStart: number;
}

/** What an action writes, or why the current state refuses it (nothing is written then). */
export type CommutePlan = { records: PlannedRecord[] } | { refusal: CommuteRefusal };

/** Why a division/type does not fit a phase: the sentence the user reads (409). */
function misfit(kind: string, today: DaySummary, previousOpen: boolean): CommuteRefusal {
  if (kind === 'continue/2') return 'continueNotOffered';
  if (today.phase === 'none' && previousOpen && kind === '01/1') return 'yesterdayLeaveMissing';
  if (kind === '01/1') return 'alreadyAtWork';
  if (today.phase === 'left') return 'alreadyLeft';
  if (kind === '02/1') return 'notWorking';
  if (kind === '02/2') return 'notPaused';
  return 'notAtWork';
}

/**
 * The commute state machine (spec 02 §4): what an action writes, or its refusal.
 * - 01/1 with no record today → start (refused while the previous day is open); after a leave →
 *   re-check-in, recorded as non-work from the leave until now (02/1 at the leave time, 02/2 now).
 * - 02/1 while working → non-work starts; 02/2 while in non-work → it ends.
 * - 01/2 while working → leave; while in non-work → the non-work is closed first, then leave.
 * - continue/2 while continue-work is offered (today empty) → the previous day is left at its
 *   last second, today starts at its first second (so the status is working), and the request
 *   itself is kept as a 'continue' record for the audit trail.
 */
export function planCommuteAction(context: ActionContext): CommutePlan {
  const { division, type, ymd, previousYmd, today, previous, now, dayStart } = context;
  const record = (
    day: string,
    recordDivision: CommuteDivision,
    recordType: CommuteType,
    at: number,
  ): PlannedRecord => ({ ymd: day, division: recordDivision, type: recordType, recordedAt: at });
  const previousOpen = isOpen(previous);
  const kind = `${division}/${type}`;
  const plan = (records: PlannedRecord[]): CommutePlan => ({ records });

  switch (today.phase) {
    case 'none':
      if (kind === '01/1' && !previousOpen) return plan([record(ymd, '01', '1', now)]);
      if (kind === 'continue/2' && previousOpen && context.continueOffered) {
        const previousEnd = dayStart - 1;
        return plan([
          ...(previous.phase === 'paused' ? [record(previousYmd, '02', '2', previousEnd)] : []),
          record(previousYmd, '01', '2', previousEnd),
          record(ymd, '01', '1', dayStart),
          record(ymd, 'continue', '2', now),
        ]);
      }
      break;
    case 'working':
      if (kind === '02/1') return plan([record(ymd, '02', '1', now)]);
      if (kind === '01/2') return plan([record(ymd, '01', '2', now)]);
      break;
    case 'paused':
      if (kind === '02/2') return plan([record(ymd, '02', '2', now)]);
      if (kind === '01/2') return plan([record(ymd, '02', '2', now), record(ymd, '01', '2', now)]);
      break;
    case 'left':
      if (kind === '01/1' && today.leaveTime !== null) {
        return plan([record(ymd, '02', '1', today.leaveTime), record(ymd, '02', '2', now)]);
      }
      break;
  }
  return { refusal: misfit(kind, today, previousOpen) };
}

/** The minimum length of a non-work reason (spec 02 §5 commute forms: two characters or more). */
export const PAUSE_REASON_MIN_LENGTH = 2;

/**
 * Input an action may never carry, whatever the state (400): a non-work start without a reason
 * of at least two characters, or a continue-work confirmation that is not an end (type 2).
 * `remark` is already trimmed by the contract.
 */
export function inputRefusal(
  division: CommuteDivision,
  type: CommuteType,
  remark: string,
): CommuteRefusal | null {
  if (division === '02' && type === '1' && [...remark].length < PAUSE_REASON_MIN_LENGTH) {
    return 'pauseReasonTooShort';
  }
  if (division === 'continue' && type !== '2') return 'continueNeedsEndType';
  return null;
}
