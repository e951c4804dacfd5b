import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { FeedConfigItem } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { fetchFeedConfig } from './api';

const feedConfigVersionAtom = atom(0);

/** The feed tabs of the user's current company (spec 01 §7 GET /portal/feed/config). */
export const feedConfigAtom = atom(async (get, { signal }) => {
  get(feedConfigVersionAtom);
  return fetchFeedConfig(get(requiredApiClientAtom), signal);
});

/**
 * The config for the view: undefined while it loads, null when it failed (the feed then offers
 * its "all" tab, spec 01 §8 swallows portlet errors), else the tabs.
 */
export const feedConfigViewAtom = unwrap(
  atom(async (get): Promise<FeedConfigItem[] | null> => {
    try {
      return await get(feedConfigAtom);
    } catch {
      return null;
    }
  }),
  (previous) => previous,
);

/** Asks the config again (after a company switch, or the feed's refresh). */
export const reloadFeedConfigAtom = atom(null, (_get, set) => {
  set(feedConfigVersionAtom, (version) => version + 1);
});
