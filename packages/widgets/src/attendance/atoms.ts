import { atom } from 'jotai';
import type { CommuteStatus } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import {
  fetchCommuteSettings,
  fetchCommuteStatus,
  fetchExtendedWorkCheck,
  fetchServerTime,
  sendCommuteAction,
} from './api';
import { commuteOffsetAtom, commuteStatusData, reloadCommuteAtom } from './commuteData';
import { runAttendanceFlow, type AttendanceFlowOutcome, type AttendanceFlowPorts } from './flow';
import { readPosition, type GeolocationSource } from './position';
import type { AttendanceButton } from './rules';

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
          reloadStatus: () => set(commuteStatusData.refresh),
          reload: () => set(reloadCommuteAtom),
        },
        controller.signal,
      );
    } finally {
      set(attendanceBusyAtom, false);
    }
  },
);
