import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { CommuteStatus, Hours, PeriodInfo } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { browserOffsetMinutes } from '@maru/api/dates';
import {
  fetchCommuteHours,
  fetchCommuteSettings,
  fetchCommuteStatus,
  fetchExtendedWorkCheck,
  fetchPeriodInfo,
  fetchServerTime,
  sendCommuteAction,
} from './api';
import { runAttendanceFlow, type AttendanceFlowOutcome, type AttendanceFlowPorts } from './flow';
import { readPosition, type GeolocationSource } from './position';
import type { AttendanceButton } from './rules';

// ---- params ---------------------------------------------------------------------------------

/** Minutes east of UTC sent with every commute call; the browser's zone unless overridden. */
export const commuteOffsetAtom = atom(browserOffsetMinutes());

// ---- data -----------------------------------------------------------------------------------

/** A loaded value or the error that stopped it, so the view can offer a retry in place. */
export type Loaded<T> = { state: 'ready'; data: T } | { state: 'error'; error: unknown };

async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { state: 'ready', data: await promise };
  } catch (error) {
    return { state: 'error', error };
  }
}

const statusVersionAtom = atom(0);
/** A status the flow already fetched; used instead of a second request for the same version. */
const statusSeedAtom = atom<{ version: number; status: CommuteStatus } | null>(null);

/** Today's commute status (spec 02 §7 GET /hr/commute/status). */
export const commuteStatusAtom = atom(async (get, { signal }) => {
  const version = get(statusVersionAtom);
  const seed = get(statusSeedAtom);
  if (seed !== null && seed.version === version) return seed.status;
  return fetchCommuteStatus(get(requiredApiClientAtom), get(commuteOffsetAtom), signal);
});

/**
 * The status for the view: undefined until the first answer, then the latest answer, kept on
 * screen while a reload is in flight so the buttons do not flash away after every action.
 */
export const commuteStatusViewAtom = unwrap(
  atom((get) => settle(get(commuteStatusAtom))),
  (previous) => previous,
);

const hoursVersionAtom = atom(0);
/** The week's hours, shared with the work-hour widget. */
export const commuteHoursAtom = atom(async (get, { signal }): Promise<Hours> => {
  get(hoursVersionAtom);
  return fetchCommuteHours(get(requiredApiClientAtom), get(commuteOffsetAtom), signal);
});

const periodInfoVersionAtom = atom(0);
/** The settlement period's worked and limit seconds, shared with the work-hour widget. */
export const periodInfoAtom = atom(async (get, { signal }): Promise<PeriodInfo> => {
  get(periodInfoVersionAtom);
  return fetchPeriodInfo(get(requiredApiClientAtom), get(commuteOffsetAtom), signal);
});

// ---- actions --------------------------------------------------------------------------------

/** Reloads the status only (the Portlet's retry). */
export const reloadCommuteStatusAtom = atom(null, (_get, set) => {
  set(statusVersionAtom, (v) => v + 1);
});

/**
 * Counts the commute actions that went through: readers of the commute records (the previous
 * day: a continue-work or a correction changes yesterday) depend on it to reload with them.
 */
export const commuteRecordsVersionAtom = atom(0);

/** Reloads status, hours and period info, as after every successful commute action. */
export const reloadCommuteAtom = atom(null, (_get, set) => {
  set(commuteRecordsVersionAtom, (v) => v + 1);
  set(statusVersionAtom, (v) => v + 1);
  set(hoursVersionAtom, (v) => v + 1);
  set(periodInfoVersionAtom, (v) => v + 1);
});

/** Shows a status fetched elsewhere (the re-fetch before an action) without requesting again. */
export const setCommuteStatusAtom = atom(null, (get, set, status: CommuteStatus) => {
  const version = get(statusVersionAtom) + 1;
  set(statusSeedAtom, { version, status });
  set(statusVersionAtom, version);
});

/** True while a button press is being handled: every button is disabled meanwhile. */
export const attendanceBusyAtom = atom(false);

/** The parts of a press that belong to the view: its dialogs, toasts and navigation. */
export type AttendanceViewPorts = Pick<
  AttendanceFlowPorts,
  'alert' | 'confirm' | 'prompt' | 'success' | 'navigate'
>;

export interface AttendancePress {
  button: AttendanceButton;
  /** The status the user saw when pressing; compared with a fresh one before acting. */
  rendered: CommuteStatus;
  view: AttendanceViewPorts;
  /** Where the position comes from; null never asks (coordinates sent as null). */
  geolocation: GeolocationSource | null;
  /** The signed-in employee for the extended-work check; read from the profile when absent. */
  userId?: string;
}

/** Geolocation failures are logged (spec 02 §8) and otherwise ignored: the action goes on. */
function logPositionFailure(reason: string): void {
  console.warn(`attendance: position unavailable (${reason}); sending without coordinates`);
}

/**
 * Handles one press of an attendance button (spec 02 §4): busy while it runs, available again
 * afterwards whatever happened. A press while another is running is ignored, so a double click
 * never sends two actions.
 */
export const pressAttendanceButtonAtom = atom(
  null,
  async (get, set, press: AttendancePress): Promise<AttendanceFlowOutcome | 'busy'> => {
    if (get(attendanceBusyAtom)) return 'busy';
    set(attendanceBusyAtom, true);
    const controller = new AbortController();
    try {
      const client = get(requiredApiClientAtom);
      const offset = get(commuteOffsetAtom);
      return await runAttendanceFlow(
        press.button,
        press.rendered,
        {
          ...press.view,
          fetchStatus: (signal) => fetchCommuteStatus(client, offset, signal),
          fetchSettings: (ymd, signal) => fetchCommuteSettings(client, ymd, signal),
          fetchExtendedWorkCheck: (signal) =>
            fetchExtendedWorkCheck(client, press.userId, offset, signal),
          fetchServerTime: (signal) => fetchServerTime(client, signal),
          sendAction: (body, signal) => sendCommuteAction(client, body, signal),
          getPosition: (signal) =>
            readPosition(press.geolocation, signal, { onFailure: logPositionFailure }),
          offset: () => offset,
          nowSeconds: () => Math.floor(Date.now() / 1000),
          setStatus: (status) => set(setCommuteStatusAtom, status),
          reload: () => set(reloadCommuteAtom),
        },
        controller.signal,
      );
    } finally {
      set(attendanceBusyAtom, false);
    }
  },
);
