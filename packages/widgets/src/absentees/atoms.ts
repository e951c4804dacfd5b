import { atom } from 'jotai';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { browserOffsetMinutes } from '@maru/api/dates';
import { remoteAtom } from '../remote';
import { fetchAbsentees } from './api';

/** Minutes east of UTC: which calendar day is "today" for the server. */
export const absenteesOffsetAtom = atom(browserOffsetMinutes());

/** Today's absentee day entries (spec 01 §3). */
const absentees = remoteAtom((get, signal) =>
  fetchAbsentees(get(requiredApiClientAtom), get(absenteesOffsetAtom), signal),
);

export const absenteesAtom = absentees.data;
/** The list for the view (`Remote`): the last answer stays while a new one loads. */
export const absenteesViewAtom = absentees.view;
/** Loads the list again (the retry button). */
export const reloadAbsenteesAtom = absentees.refresh;
