import { atom } from 'jotai';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { browserOffsetMinutes } from '@maru/api/dates';
import { remoteAtom } from '../remote';
import { fetchMonthlyEvents } from './api';

/** Minutes east of UTC: which day is "today" for the server. */
export const scheduleOffsetAtom = atom(browserOffsetMinutes());

/** The month's events from today on (spec 02 §3 external calendar event). */
const schedule = remoteAtom((get, signal) =>
  fetchMonthlyEvents(get(requiredApiClientAtom), get(scheduleOffsetAtom), signal),
);

export const scheduleAtom = schedule.data;
/** The events for the view (`Remote`): the last answer stays while a new one loads. */
export const scheduleViewAtom = schedule.view;
/** Asks the provider again (the refresh button). */
export const reloadScheduleAtom = schedule.refresh;
