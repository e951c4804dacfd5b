import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { StudioWidget } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchStudioWidgets } from './api';

/** The company whose home is shown; null for the user's current company. */
export const homeStudioIdAtom = atom<string | null>(null);

const studioWidgetsVersionAtom = atom(0);

/** The company's home widgets (spec 01 §7 GET /org/studio/home?studioDlId). */
export const studioWidgetsAtom = atom(async (get, { signal }) => {
  get(studioWidgetsVersionAtom);
  return fetchStudioWidgets(get(requiredApiClientAtom), get(homeStudioIdAtom), signal);
});

/**
 * The widgets for the view: undefined while loading, then the list; a failed request gives an
 * empty list, because banners are decoration and the home must not show an error for them.
 */
export const studioWidgetsViewAtom = unwrap(
  atom(async (get): Promise<StudioWidget[]> => {
    try {
      return await get(studioWidgetsAtom);
    } catch {
      return [];
    }
  }),
  (previous) => previous,
);

/** Asks for the widgets again. */
export const reloadStudioWidgetsAtom = atom(null, (_get, set) => {
  set(studioWidgetsVersionAtom, (version) => version + 1);
});
