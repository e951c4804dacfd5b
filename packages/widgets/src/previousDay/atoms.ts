import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { commuteOffsetAtom, commuteRecordsVersionAtom } from '../attendance';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { settle } from '../workHours/loaded';
import { fetchPreviousDay } from './api';

const previousDayVersionAtom = atom(0);

/**
 * The previous work day's record (GET /hr/commute/previous-day), fetched again after every
 * commute action (continue-work closes yesterday).
 */
export const previousDayAtom = atom(async (get, { signal }) => {
  get(previousDayVersionAtom);
  get(commuteRecordsVersionAtom);
  return fetchPreviousDay(get(requiredApiClientAtom), get(commuteOffsetAtom), signal);
});

/** For the view: undefined until the first answer, then the latest, kept while reloading. */
export const previousDayViewAtom = unwrap(
  atom((get) => settle(get(previousDayAtom))),
  (previous) => previous,
);

/** Reloads the previous day (the retry, or after the record was corrected elsewhere). */
export const reloadPreviousDayAtom = atom(null, (_get, set) => {
  set(previousDayVersionAtom, (v) => v + 1);
});
