import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { CommuteSettings } from '@maru/api';
import { commuteHoursAtom, commuteOffsetAtom, reloadCommuteAtom } from '../attendance';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchCommuteSettings, fetchCurrentWorkDate } from './api';
import { settle } from './loaded';
import { workHoursDisplay } from './rules';

const settingsVersionAtom = atom(0);

/** Today's commute settings (work code, overtime type) on the server's work day. */
export const workHoursSettingsAtom = atom(async (get, { signal }): Promise<CommuteSettings> => {
  get(settingsVersionAtom);
  const client = get(requiredApiClientAtom);
  const ymd = await fetchCurrentWorkDate(client, get(commuteOffsetAtom), signal);
  return fetchCommuteSettings(client, ymd, signal);
});

/**
 * The display model for the view: undefined until the first answers, then the latest, kept
 * while a reload runs. The hours come from the attendance widget's atom, so they reload
 * after every commute action on the same page.
 */
export const workHoursViewAtom = unwrap(
  atom(async (get) => {
    const [hours, settings] = [get(commuteHoursAtom), get(workHoursSettingsAtom)];
    return settle(
      Promise.all([hours, settings]).then(([h, s]) => workHoursDisplay({ hours: h, settings: s })),
    );
  }),
  (previous) => previous,
);

/** Retries after an error: the settings and the shared commute data. */
export const reloadWorkHoursAtom = atom(null, (_get, set) => {
  set(settingsVersionAtom, (v) => v + 1);
  set(reloadCommuteAtom);
});
