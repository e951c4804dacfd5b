import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import { fetchFeedConfig } from './api';

/**
 * The feed tabs of the user's current company (spec 01 §7 GET /portal/feed/config). A failure
 * is not shown: the feed then offers its "all" tab (spec 01 §8 swallows portlet errors).
 */
export const feedConfigData = remoteAtom((get, signal) =>
  fetchFeedConfig(get(requiredApiClientAtom), signal),
);
