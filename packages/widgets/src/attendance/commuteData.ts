import { atom } from 'jotai';
import { browserOffsetMinutes } from '@maru/api/dates';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import { fetchCommuteHours, fetchCommuteStatus, fetchPeriodInfo, fetchPreviousDay } from './api';

/*
 * The commute records the attendance, work-hour and previous-day widgets show (spec 02 §7),
 * in one place, so that a commute action refreshes everything it changed.
 */

// ---- params ---------------------------------------------------------------------------------

/** Minutes east of UTC sent with every commute call; the browser's zone unless overridden. */
export const commuteOffsetAtom = atom(browserOffsetMinutes());

// ---- data -----------------------------------------------------------------------------------

/** Today's commute status (GET /hr/commute/status): the attendance widget's flags and times. */
export const commuteStatusData = remoteAtom((get, signal) =>
  fetchCommuteStatus(get(requiredApiClientAtom), get(commuteOffsetAtom), signal),
);

/** The week's hours (GET /hr/commute/hours), read by the work-hour widget. */
export const commuteHoursData = remoteAtom((get, signal) =>
  fetchCommuteHours(get(requiredApiClientAtom), get(commuteOffsetAtom), signal),
);

/** The current work-time period's worked and limit seconds (GET …/current-period-info). */
export const periodInfoData = remoteAtom((get, signal) =>
  fetchPeriodInfo(get(requiredApiClientAtom), get(commuteOffsetAtom), signal),
);

/** The previous work day's record (GET /hr/commute/previous-day), for its own widget. */
export const previousDayData = remoteAtom((get, signal) =>
  fetchPreviousDay(get(requiredApiClientAtom), get(commuteOffsetAtom), signal),
);

// ---- actions --------------------------------------------------------------------------------

/**
 * Asks again for what a commute action changed (spec 02 §4 "after success, status, hours and
 * period info are reloaded"), and for the previous day, which a continue-work or a correction
 * closes. Only what is on screen is requested; the rest asks when it is next shown.
 */
export const reloadCommuteAtom = atom(null, (_get, set) => {
  set(commuteStatusData.refresh);
  set(commuteHoursData.refresh);
  set(periodInfoData.refresh);
  set(previousDayData.refresh);
});
