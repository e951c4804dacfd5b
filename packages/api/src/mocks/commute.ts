import { HttpResponse, type HttpHandler } from 'msw';
import {
  COMMUTE_REFUSAL_TEXTS,
  commuteAction,
  commuteActionBodySchema,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentDate,
  currentPeriodInfo,
  extendedWorkCheck,
  serverTimestamp,
  type CommuteSettings,
  type CommuteStatus,
  type ExtendedWorkCheck,
} from '../contract';
import { DEFAULT_TIME_ZONE, workDayOf, workDayStart } from '../dates';
import { defaultCommuteSettings } from '../domain';
import {
  defaultHoursFixture,
  defaultPeriodInfoFixture,
  extendedWorkCheckFixture,
  FIXTURE_NOW,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody, validationErrorBody } from './errorBodies';
import { readBody } from './readBody';

/**
 * Where the day stands when the mock starts. `continueOffered`: the previous day is still open
 * after its work day ended (leave and continue offered, today empty). `extendedWork`: working,
 * extended-work drafts on and the approved extended work over; `extendedWorkInTime`: the same
 * before the approved end.
 */
export type CommuteScenario =
  | 'notStarted'
  | 'working'
  | 'paused'
  | 'left'
  | 'nothingPermitted'
  | 'continueOffered'
  | 'extendedWork'
  | 'extendedWorkInTime';

export interface CommuteMockOptions extends MockBaseOptions {
  scenario?: CommuteScenario;
  /** The mock's fixed "now" in unix seconds; default 2026-11-20 09:00 KST. */
  now?: number;
  /** The work day the status reports; default the work day of `now` in Seoul. */
  date?: string;
  /** Settings overrides for every date (e.g. `{ workCode: '40' }` for flexible work). */
  settings?: Partial<Omit<CommuteSettings, 'ymd'>>;
  /** The extended-work check's answer; by default derived from the scenario. */
  extendedWorkCheck?: ExtendedWorkCheck;
}

/** 2026-11-20T09:00:00+09:00: a Friday morning, the default clock of every mock. */
export const DEFAULT_MOCK_NOW = FIXTURE_NOW;

const HOUR = 3600;

type Phase = 'notStarted' | 'working' | 'paused' | 'left' | 'blocked' | 'continueOffered';

/** The flags the server permits in each phase (spec 02 §4 attendance buttons). */
const FLAGS: Record<Phase, Pick<CommuteStatus, 'start' | 'pause' | 'leave' | 'continue'>> = {
  notStarted: { start: true, pause: false, leave: false, continue: false },
  working: { start: false, pause: true, leave: true, continue: false },
  paused: { start: false, pause: false, leave: true, continue: false },
  left: { start: true, pause: false, leave: false, continue: false },
  blocked: { start: false, pause: false, leave: false, continue: false },
  continueOffered: { start: false, pause: false, leave: true, continue: true },
};

/** The first second of the work day (06:00 on the demo company's clock) `now` belongs to. */
function workDayStartOf(now: number): number {
  return workDayStart(workDayOf(now, DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE);
}

interface CommuteDay {
  phase: Phase;
  attendanceTime: number | null;
  leaveTime: number | null;
  workTime: number;
}

function initialDay(scenario: CommuteScenario, now: number): CommuteDay {
  switch (scenario) {
    case 'notStarted':
      return { phase: 'notStarted', attendanceTime: null, leaveTime: null, workTime: 0 };
    case 'working':
      return { phase: 'working', attendanceTime: now - HOUR, leaveTime: null, workTime: HOUR };
    case 'paused':
      return { phase: 'paused', attendanceTime: now - 2 * HOUR, leaveTime: null, workTime: HOUR };
    case 'left':
      return {
        phase: 'left',
        attendanceTime: now - 2 * HOUR,
        leaveTime: now - 10 * 60,
        workTime: 2 * HOUR - 10 * 60,
      };
    case 'nothingPermitted':
      return { phase: 'blocked', attendanceTime: null, leaveTime: null, workTime: 0 };
    case 'continueOffered':
      return { phase: 'continueOffered', attendanceTime: null, leaveTime: null, workTime: 0 };
    case 'extendedWork':
    case 'extendedWorkInTime':
      return {
        phase: 'working',
        attendanceTime: now - 11 * HOUR,
        leaveTime: null,
        workTime: 10 * HOUR,
      };
  }
}

/** The extended-work check a scenario answers: timed out, in time, or no request at all. */
function defaultExtendedWorkCheck(scenario: CommuteScenario, now: number): ExtendedWorkCheck {
  if (scenario === 'extendedWork') return extendedWorkCheckFixture();
  if (scenario === 'extendedWorkInTime') {
    return extendedWorkCheckFixture({
      hasTimedOut: false,
      data: {
        requestId: 'EW-IN-TIME',
        ymd: workDayOf(now, DEFAULT_TIME_ZONE),
        approvedStart: now - HOUR,
        approvedEnd: now + HOUR,
      },
    });
  }
  return { hasTimedOut: false, data: null, comment: null };
}

/**
 * The transition an action makes from a phase (spec 02 §4 actions), or null when the phase
 * does not permit it: 01/1 starts (or restarts after leaving), 02/1 pauses, 02/2 ends the
 * pause, 01/2 leaves, continue/2 carries the open previous day over into today.
 */
function nextPhase(phase: Phase, division: string, type: string): Phase | null {
  const flags = FLAGS[phase];
  if (division === 'continue') return type === '2' && flags.continue ? 'working' : null;
  if (phase === 'continueOffered') return null;
  if (division === '01' && type === '1') return flags.start ? 'working' : null;
  if (division === '02' && type === '1') return flags.pause ? 'paused' : null;
  if (division === '02' && type === '2') return phase === 'paused' ? 'working' : null;
  if (division === '01' && type === '2') return flags.leave ? 'left' : null;
  return null;
}

/** Extended-work drafts on for the scenarios that need the extended-work check. */
function scenarioSettings(scenario: CommuteScenario): Partial<CommuteSettings> {
  return scenario === 'extendedWork' || scenario === 'extendedWorkInTime'
    ? { applyExtendedWorkFlag: 'Y', extendedWorkDraftUseFlag: 'Y' }
    : {};
}

/**
 * Commute calls over one in-memory work day per call of this function: status, action
 * (applying the transition, 409 with a meta body when not permitted, 400 on a bad body or a
 * non-work reason under two characters), settings, hours, current-period info, current date,
 * server time and the extended-work check, all on a fixed clock.
 */
export function commuteHandlers(options: CommuteMockOptions = {}): HttpHandler[] {
  const now = options.now ?? DEFAULT_MOCK_NOW;
  const scenario = options.scenario ?? 'notStarted';
  const date = options.date ?? workDayOf(now, DEFAULT_TIME_ZONE);
  const day = initialDay(scenario, now);
  const check = options.extendedWorkCheck ?? defaultExtendedWorkCheck(scenario, now);
  const settingsOverrides = { ...scenarioSettings(scenario), ...options.settings };

  const status = (): CommuteStatus => ({
    date,
    ...FLAGS[day.phase],
    attendanceTime: day.attendanceTime,
    appAttendanceTime: day.attendanceTime,
    leaveTime: day.leaveTime,
    workTime: day.workTime,
    vacation: false,
    // An open previous day (blocked, or waiting for continue-work) has no recorded leave.
    yesterday: day.phase !== 'blocked' && day.phase !== 'continueOffered',
  });

  return [
    endpointHandler(commuteStatus, () => HttpResponse.json(status()), options),
    endpointHandler(
      commuteAction,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, commuteActionBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        const { division, type, remark } = parsed.data;
        if (division === '02' && type === '1' && remark.length < 2) {
          const message = COMMUTE_REFUSAL_TEXTS.pauseReasonTooShort[locale];
          return HttpResponse.json(validationErrorBody([{ path: ['remark'], message }], locale), {
            status: 400,
          });
        }
        const next = nextPhase(day.phase, parsed.data.division, parsed.data.type);
        if (next === null) {
          return HttpResponse.json(
            metaErrorBody('COMMUTE_STATE_CHANGED', 'conflict', 'error.commuteStateChanged', locale),
            { status: 409 },
          );
        }
        if (division === 'continue') {
          day.attendanceTime = workDayStartOf(now);
          day.workTime = now - day.attendanceTime;
        } else if (next === 'working' && day.phase !== 'paused') {
          day.attendanceTime = day.attendanceTime ?? now;
          day.leaveTime = null;
        }
        if (next === 'left') day.leaveTime = now;
        day.phase = next;
        return HttpResponse.json({ success: true });
      },
      options,
    ),
    endpointHandler(
      commuteSettings,
      ({ request }) => {
        const ymd = new URL(request.url).searchParams.get('ymd') ?? date;
        return HttpResponse.json({ ...defaultCommuteSettings(ymd), ...settingsOverrides });
      },
      options,
    ),
    endpointHandler(commuteHours, () => HttpResponse.json(defaultHoursFixture), options),
    endpointHandler(currentPeriodInfo, () => HttpResponse.json(defaultPeriodInfoFixture), options),
    endpointHandler(currentDate, () => HttpResponse.json({ date }), options),
    endpointHandler(serverTimestamp, () => HttpResponse.json({ timestamp: now }), options),
    endpointHandler(extendedWorkCheck, () => HttpResponse.json(check), options),
  ];
}
