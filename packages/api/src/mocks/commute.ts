import { HttpResponse, type HttpHandler } from 'msw';
import {
  commuteAction,
  commuteActionBodySchema,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentDate,
  currentPeriodInfo,
  serverTimestamp,
  workDateOf,
  type CommuteStatus,
} from '../contract';
import {
  defaultCommuteSettings,
  defaultHoursFixture,
  defaultPeriodInfoFixture,
  FIXTURE_NOW,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import { readBody } from './readBody';

/** Where the day stands when the mock starts. */
export type CommuteScenario = 'notStarted' | 'working' | 'paused' | 'left' | 'nothingPermitted';

export interface CommuteMockOptions extends MockBaseOptions {
  scenario?: CommuteScenario;
  /** The mock's fixed "now" in unix seconds; default 2026-11-20 09:00 KST. */
  now?: number;
  /** The work day the status reports; default the work day of `now` in Seoul. */
  date?: string;
}

/** 2026-11-20T09:00:00+09:00: a Friday morning, the default clock of every mock. */
export const DEFAULT_MOCK_NOW = FIXTURE_NOW;

const SEOUL_OFFSET_MINUTES = 540;
const HOUR = 3600;

type Phase = 'notStarted' | 'working' | 'paused' | 'left' | 'blocked';

/** The flags the server permits in each phase (spec 02 §4 attendance buttons). */
const FLAGS: Record<Phase, Pick<CommuteStatus, 'start' | 'pause' | 'leave'>> = {
  notStarted: { start: true, pause: false, leave: false },
  working: { start: false, pause: true, leave: true },
  paused: { start: false, pause: false, leave: true },
  left: { start: true, pause: false, leave: false },
  blocked: { start: false, pause: false, leave: false },
};

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
  }
}

/**
 * The transition an action makes from a phase (spec 02 §4 actions), or null when the phase
 * does not permit it: 01/1 starts (or restarts after leaving), 02/1 pauses, 02/2 ends the
 * pause, 01/2 leaves. Continue-work needs the continue flag, which this mock never sets.
 */
function nextPhase(phase: Phase, division: string, type: string): Phase | null {
  const flags = FLAGS[phase];
  if (division === '01' && type === '1') return flags.start ? 'working' : null;
  if (division === '02' && type === '1') return flags.pause ? 'paused' : null;
  if (division === '02' && type === '2') return phase === 'paused' ? 'working' : null;
  if (division === '01' && type === '2') return flags.leave ? 'left' : null;
  return null;
}

/**
 * Commute calls over one in-memory work day per call of this function: status, action
 * (applying the transition, 409 with a meta body when not permitted, 400 on a bad body),
 * settings, hours, current-period info, current date and server time, all on a fixed clock.
 */
export function commuteHandlers(options: CommuteMockOptions = {}): HttpHandler[] {
  const now = options.now ?? DEFAULT_MOCK_NOW;
  const date = options.date ?? workDateOf(now, SEOUL_OFFSET_MINUTES);
  const day = initialDay(options.scenario ?? 'notStarted', now);
  // 'nothingPermitted' is the day after a missing leave record (spec 02 §4 start rules).
  const yesterday = options.scenario !== 'nothingPermitted';

  const status = (): CommuteStatus => ({
    date,
    ...FLAGS[day.phase],
    continue: false,
    attendanceTime: day.attendanceTime,
    appAttendanceTime: day.attendanceTime,
    leaveTime: day.leaveTime,
    workTime: day.workTime,
    vacation: false,
    yesterday,
  });

  return [
    endpointHandler(commuteStatus, () => HttpResponse.json(status()), options),
    endpointHandler(
      commuteAction,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, commuteActionBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        const next = nextPhase(day.phase, parsed.data.division, parsed.data.type);
        if (next === null) {
          return HttpResponse.json(
            metaErrorBody('COMMUTE_STATE_CHANGED', 'conflict', 'error.commuteStateChanged', locale),
            { status: 409 },
          );
        }
        if (next === 'working' && day.phase !== 'paused') {
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
        return HttpResponse.json(defaultCommuteSettings(ymd));
      },
      options,
    ),
    endpointHandler(commuteHours, () => HttpResponse.json(defaultHoursFixture), options),
    endpointHandler(currentPeriodInfo, () => HttpResponse.json(defaultPeriodInfoFixture), options),
    endpointHandler(currentDate, () => HttpResponse.json({ date }), options),
    endpointHandler(serverTimestamp, () => HttpResponse.json({ timestamp: now }), options),
  ];
}
