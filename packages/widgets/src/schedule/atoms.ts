import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { settle } from '../absentees/loaded';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { clientOffsetMinutes } from '../client/clientOffset';
import { fetchMonthlyEvents } from './api';

/** Minutes east of UTC: which day is "today" for the server. */
export const scheduleOffsetAtom = atom(clientOffsetMinutes());

const scheduleVersionAtom = atom(0);

/** The month's events from today on (spec 02 §3 external calendar event). */
export const scheduleAtom = atom(async (get, { signal }) => {
  get(scheduleVersionAtom);
  return fetchMonthlyEvents(get(requiredApiClientAtom), get(scheduleOffsetAtom), signal);
});

/** The events for the view: undefined while the first answer is pending, then the latest. */
export const scheduleViewAtom = unwrap(
  atom((get) => settle(get(scheduleAtom))),
  (previous) => previous,
);

/** Asks the provider again (the refresh button). */
export const reloadScheduleAtom = atom(null, (_get, set) => {
  set(scheduleVersionAtom, (v) => v + 1);
});
