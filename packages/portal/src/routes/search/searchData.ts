import {
  menuSearch,
  postSearch,
  postSearchCounts,
  unifiedSearch,
  userSearch,
  userSearchCounts,
  type ApiClient,
} from '@maru/api';
import { remoteAtom, type Remote, type RemoteAtom } from '@maru/widgets';
import { useAtomValue, useSetAtom } from 'jotai';
import { localeAtom, pageParamsAtom, portalClientsAtom } from '../../data';
import { searchRequests, type SearchRequests } from './searchRules';
import type { SearchPageState } from './searchState';

/*
 * The search pages' calls (spec 01 §2) over one params atom: the state the address holds. A new
 * keyword, filter, page or language asks again and aborts the call in flight, so a late answer
 * for an old keyword never replaces a newer one. The client's error policy alerts failures
 * itself; the page shows the error state with a retry.
 */

/** The search state of the address, kept by `SearchView`; null before it sets it. */
export const searchStateAtom = pageParamsAtom<SearchPageState | null>(null);

/** One call of the state's requests; null when the state asks nothing of it. */
function searchCall<K extends keyof SearchRequests, T>(
  kind: K,
  call: (
    client: ApiClient,
    request: NonNullable<SearchRequests[K]>,
    signal: AbortSignal,
  ) => Promise<T>,
): RemoteAtom<T | null> {
  return remoteAtom(async (get, signal) => {
    get(localeAtom);
    const state = get(searchStateAtom);
    const request = state === null ? null : searchRequests(state)[kind];
    if (request === null) return null;
    return call(get(portalClientsAtom).client, request as NonNullable<SearchRequests[K]>, signal);
  });
}

export const unifiedResults = searchCall('unified', (client, query, signal) =>
  client.call(unifiedSearch, { query, signal }),
);
export const menuResults = searchCall('menus', (client, query, signal) =>
  client.call(menuSearch, { query, signal }),
);
export const userResults = searchCall('users', (client, query, signal) =>
  client.call(userSearch, { query, signal }),
);
export const postResults = searchCall('posts', (client, query, signal) =>
  client.call(postSearch, { query, signal }),
);
export const userCounts = searchCall('userCounts', (client, query, signal) =>
  client.call(userSearchCounts, { query, signal }),
);
export const postCounts = searchCall('postCounts', (client, query, signal) =>
  client.call(postSearchCounts, { query, signal }),
);

/** Where one search call stands; `idle` when the state asks nothing of it. */
export type SearchCallState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** The page's view of a call: a new request shows loading, not the previous keyword's answer. */
export function searchCallState<T>(remote: Remote<T | null>): SearchCallState<T> {
  if (remote.status !== 'ready') return { status: remote.status };
  return remote.data === null ? { status: 'idle' } : { status: 'ready', data: remote.data };
}

/** A call's state and its retry, for a results section or a counts box. */
export function useSearchResult<T>(call: RemoteAtom<T | null>): {
  state: SearchCallState<T>;
  retry: () => void;
} {
  return {
    state: searchCallState(useAtomValue(call.view)),
    retry: useSetAtom(call.refresh),
  };
}
