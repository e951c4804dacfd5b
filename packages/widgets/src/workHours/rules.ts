import type { CommuteSettings, Hours } from '@maru/api';

/*
 * The work-hour display rule (spec 02 §4 "Overtime display", §9 work-hour widget defaults),
 * pure. Every number is hours with one decimal, the precision of the widget's bars.
 */

/** Legal (regular) weekly hours when the hours call sends none. */
export const DEFAULT_LEGAL_HOURS = 40;
/** Maximum weekly hours (regular plus overtime) when the hours call sends none. */
export const DEFAULT_LIMIT_HOURS = 52;
/** The overtime bar's scale when the overtime limit is 0. */
export const OVERTIME_SCALE_FALLBACK_HOURS = 496;
/** The bars' step: hours are shown with one decimal. */
export const HOURS_STEP = 0.1;
/** Attendance-based (flexible) work: no regular limit is shown. */
export const FLEXIBLE_WORK_CODE = '40';

/** Seconds as hours with one decimal (seconds / 3600, rounded half up to the step). */
export function hoursOf(seconds: number): number {
  return roundToStep(Math.max(0, seconds) / 3600);
}

/** Rounds to one decimal, so sums of one-decimal values do not drift (0.1 + 0.2). */
function roundToStep(hours: number): number {
  return Math.round(hours * 10) / 10;
}

export type WorkType = 'standard' | 'flexible';

export interface WorkHoursDisplay {
  /** 'flexible' for work code 40 (attendance-based), else 'standard'. */
  workType: WorkType;
  /** overtimeYn: 'Y' lets overtime run past its limit (the limit follows the hours worked). */
  overtimeAllowed: boolean;
  /** Current work time: regular plus the overtime shown, on the maximum work time scale. */
  current: { hours: number; maxHours: number };
  /**
   * Regular work time. `limitHours` is the legal hours, null for work code 40 (no regular-limit
   * display). `overtimeStyled` once the hours worked reach the legal hours.
   */
  regular: { hours: number; limitHours: number | null; overtimeStyled: boolean };
  /**
   * Overtime: the hours shown (capped at the limit unless allowed), the limit (raised to the
   * hours worked when allowed) and the bar's scale (the limit, or 496 when the limit is 0).
   */
  overtime: { hours: number; workedHours: number; limitHours: number; scaleHours: number };
}

export interface WorkHoursInput {
  hours: Hours;
  settings: Pick<CommuteSettings, 'workCode' | 'overtimeYn'>;
}

/**
 * What the work-hour widget shows, in the spec's order:
 * 1. legal hours and limit hours from the hours call, 40 and 52 when it sends 0;
 * 2. overtimeYn 'Y' raises the overtime limit to at least the overtime worked; otherwise the
 *    overtime shown is capped at the limit;
 * 3. an overtime limit of 0 (after step 2) draws the overtime bar on a 496-hour scale;
 * 4. the regular bar is overtime-styled once the hours worked (regular plus overtime shown)
 *    reach the legal hours;
 * 5. work code '40' hides the regular limit (and so its overtime styling).
 * The maximum work time is the limit hours, raised like the overtime limit when overtime is
 * allowed, so the current-time bar never overflows.
 */
export function workHoursDisplay({ hours, settings }: WorkHoursInput): WorkHoursDisplay {
  const legalHours = hoursOf(hours.legalSeconds) || DEFAULT_LEGAL_HOURS;
  const limitHours = hoursOf(hours.limitSeconds) || DEFAULT_LIMIT_HOURS;
  const regularHours = hoursOf(hours.normalWorkSeconds);
  const workedOvertime = hoursOf(hours.extendedWorkSeconds);
  const overtimeAllowed = settings.overtimeYn === 'Y';

  const configuredLimit = hoursOf(hours.limitExtendedSeconds);
  const overtimeLimit = overtimeAllowed
    ? Math.max(configuredLimit, workedOvertime)
    : configuredLimit;
  const shownOvertime = overtimeAllowed ? workedOvertime : Math.min(workedOvertime, overtimeLimit);
  const scaleHours = overtimeLimit === 0 ? OVERTIME_SCALE_FALLBACK_HOURS : overtimeLimit;

  const currentHours = roundToStep(regularHours + shownOvertime);
  const flexible = settings.workCode === FLEXIBLE_WORK_CODE;
  return {
    workType: flexible ? 'flexible' : 'standard',
    overtimeAllowed,
    current: {
      hours: currentHours,
      maxHours: overtimeAllowed ? Math.max(limitHours, currentHours) : limitHours,
    },
    regular: {
      hours: regularHours,
      limitHours: flexible ? null : legalHours,
      overtimeStyled: !flexible && currentHours >= legalHours,
    },
    overtime: {
      hours: shownOvertime,
      workedHours: workedOvertime,
      limitHours: overtimeLimit,
      scaleHours,
    },
  };
}

/** A bar's filled share in percent, 0–100 (a value past the scale fills it). */
export function barPercent(hours: number, scaleHours: number): number {
  if (scaleHours <= 0) return 0;
  return Math.min(100, Math.max(0, (hours / scaleHours) * 100));
}
