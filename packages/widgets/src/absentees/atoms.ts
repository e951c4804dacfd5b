import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { clientOffsetMinutes } from '../client/clientOffset';
import { fetchAbsentees } from './api';
import { settle } from './loaded';

/** Minutes east of UTC: which calendar day is "today" for the server. */
export const absenteesOffsetAtom = atom(clientOffsetMinutes());

const absenteesVersionAtom = atom(0);

/** Today's absentee day entries (spec 01 §3). */
export const absenteesAtom = atom(async (get, { signal }) => {
  get(absenteesVersionAtom);
  return fetchAbsentees(get(requiredApiClientAtom), get(absenteesOffsetAtom), signal);
});

/** The list for the view: undefined while the first answer is pending, then the latest. */
export const absenteesViewAtom = unwrap(
  atom((get) => settle(get(absenteesAtom))),
  (previous) => previous,
);

/** Loads the list again (the retry button). */
export const reloadAbsenteesAtom = atom(null, (_get, set) => {
  set(absenteesVersionAtom, (v) => v + 1);
});
