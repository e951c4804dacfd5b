import { atom } from 'jotai';
import { commuteHoursData, commuteOffsetAtom, fetchCommuteSettings } from '../attendance';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import { fetchCurrentWorkDate } from './api';
import { workHoursDisplay } from './rules';

/** Today's commute settings (work code, overtime type) on the server's work day. */
export const workHoursSettingsData = remoteAtom(async (get, signal) => {
  const client = get(requiredApiClientAtom);
  const ymd = await fetchCurrentWorkDate(client, get(commuteOffsetAtom), signal);
  return fetchCommuteSettings(client, ymd, signal);
});

/**
 * What the widget shows: the week's hours read with today's settings. The hours are the
 * attendance family's answer, asked again after every commute action on the same page, so
 * the display follows them (each answer keeps its own request and abort).
 */
export const workHoursDisplayData = remoteAtom(async (get) => {
  const [hours, settings] = await Promise.all([
    get(commuteHoursData.data),
    get(workHoursSettingsData.data),
  ]);
  return workHoursDisplay({ hours, settings });
});

/** The retry after an error: asks again for the settings and the hours. */
export const reloadWorkHoursAtom = atom(null, (_get, set) => {
  set(workHoursSettingsData.refresh);
  set(commuteHoursData.refresh);
});
