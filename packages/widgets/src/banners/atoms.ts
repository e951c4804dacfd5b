import { atom } from 'jotai';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import { fetchStudioWidgets } from './api';

/** The company whose home is shown; null for the user's current company. */
export const homeStudioIdAtom = atom<string | null>(null);

/**
 * The company's home widgets (spec 01 §7 GET /org/studio/home?studioDlId). A failure draws
 * nothing: banners are decoration and the home must not show an error for them.
 */
export const studioWidgetsData = remoteAtom((get, signal) =>
  fetchStudioWidgets(get(requiredApiClientAtom), get(homeStudioIdAtom), signal),
);
