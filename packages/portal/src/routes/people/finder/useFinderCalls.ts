import {
  LOOKUP_TYPE,
  lookupValues,
  orgChildren,
  orgUserFind,
  userPageFind,
  type LookupValue,
  type MemberRow,
  type PageInfo,
} from '@maru/api';
import type { LoadChildren, OrgTreeNode, SearchOrgTree } from '@maru/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePortalRuntime } from '../../../app/RuntimeContext';
import { useActiveLocale } from '../../../i18n';
import { sessionAtom } from '../../../session/sessionState';
import {
  memberQueryOf,
  searchTreeFor,
  treeNodeOf,
  type FinderPaging,
  type FinderSubject,
} from './finderQuery';

/*
 * The finder's calls (spec 01 §7) on the portal's client: the current company's tree (roots,
 * lazy children, the word search narrowed to it), the duty lookups and the member page. Each
 * call is aborted when what it was for changes or the page unmounts; answers in the active
 * language are asked again when the language changes.
 */

export type Loadable<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null };

/** Runs `load` whenever its identity changes (and on `retry`), keeping the last answer meanwhile. */
function useLoadable<T>(load: (signal: AbortSignal) => Promise<T>): {
  state: Loadable<T>;
  retry: () => void;
} {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted)
          setState((previous) => ({ status: 'error', data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** The company whose members the finder lists: the one the user works in now. */
function useCurrentStudioId(): string | null {
  const session = useAtomValue(sessionAtom);
  return session.status === 'ready' ? session.user.currentStudioId : null;
}

/** The organisation tree: its top divisions, lazy children and the word search. */
export function useFinderTree() {
  const { client } = usePortalRuntime();
  const locale = useActiveLocale();
  const studioId = useCurrentStudioId();
  const loadRoots = useCallback(
    async (signal: AbortSignal): Promise<OrgTreeNode[]> => {
      // The active language is part of the answer (names), so a change reloads the roots.
      void locale;
      const roots = await client.call(orgChildren, { query: { memberIncluedYn: 'N' }, signal });
      return roots.map(treeNodeOf);
    },
    [client, locale],
  );
  const roots = useLoadable(loadRoots);
  const loadChildren = useCallback<LoadChildren>(
    async (node, { signal }) => {
      const children = await client.call(orgChildren, {
        query: { orgId: node.key, memberIncluedYn: 'N' },
        signal,
      });
      return children.map(treeNodeOf);
    },
    [client],
  );
  const search = useCallback<SearchOrgTree>(
    async (word, { signal }) => {
      const searchWord = word.trim();
      if (searchWord === '' || studioId === null) return [];
      const tree = await client.call(orgUserFind, { query: { searchWord }, signal });
      return searchTreeFor(tree, studioId);
    },
    [client, studioId],
  );
  return { roots: roots.state, retryRoots: roots.retry, loadChildren, search };
}

/** The rank/duty choices of the search form (lookup type 1), in rank order. */
export function useDutyLookups(): Loadable<LookupValue[]> {
  const { client } = usePortalRuntime();
  const locale = useActiveLocale();
  const load = useCallback(
    (signal: AbortSignal) => {
      void locale;
      return client.call(lookupValues, { query: { typeNumber: LOOKUP_TYPE.duty }, signal });
    },
    [client, locale],
  );
  return useLoadable(load).state;
}

export interface MemberPage {
  rows: MemberRow[];
  page: PageInfo;
}

/** One page of members for the subject, with the paging the response headers carry. */
export function useMemberPage(subject: FinderSubject, paging: FinderPaging) {
  const { client } = usePortalRuntime();
  const locale = useActiveLocale();
  const query = useMemo(() => memberQueryOf(subject, paging), [subject, paging]);
  const load = useCallback(
    async (signal: AbortSignal): Promise<MemberPage> => {
      void locale;
      const { items, page } = await client.call(userPageFind, { query, signal });
      return { rows: items, page };
    },
    [client, query, locale],
  );
  return useLoadable(load);
}
