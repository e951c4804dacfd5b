import {
  LOOKUP_TYPE,
  lookupValues,
  orgChildren,
  orgUserFind,
  userPageFind,
  type MemberRow,
  type PageInfo,
} from '@maru/api';
import type { LoadChildren, SearchOrgTree } from '@maru/ui';
import { remoteAtom } from '@maru/widgets';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { currentStudioIdAtom, localeAtom, pageParamsAtom, portalClientsAtom } from '../../../data';
import {
  EMPTY_FORM,
  FIRST_PAGE,
  memberQueryOf,
  searchTreeFor,
  treeNodeOf,
  type FinderPaging,
  type FinderSubject,
} from './finderQuery';

/*
 * The finder's data (spec 01 §7) on the portal's client: the current company's tree (roots,
 * lazy children, the word search narrowed to it), the duty lookups and the member page. The
 * answers name things in the active language, so each asks again when it changes.
 */

/** What the member list shows: its subject and paging, kept by the page. */
export const finderParamsAtom = pageParamsAtom<{ subject: FinderSubject; paging: FinderPaging }>({
  subject: { kind: 'search', form: EMPTY_FORM },
  paging: FIRST_PAGE,
});

/** The top divisions of the current company. */
export const finderRoots = remoteAtom(async (get, signal) => {
  get(localeAtom);
  get(currentStudioIdAtom);
  const roots = await get(portalClientsAtom).client.call(orgChildren, {
    query: { memberIncluedYn: 'N' },
    signal,
  });
  return roots.map(treeNodeOf);
});

/** The rank/duty choices of the search form (lookup type 1), in rank order. */
export const dutyLookups = remoteAtom((get, signal) => {
  get(localeAtom);
  return get(portalClientsAtom).client.call(lookupValues, {
    query: { typeNumber: LOOKUP_TYPE.duty },
    signal,
  });
});

export interface MemberPage {
  rows: MemberRow[];
  page: PageInfo;
}

/** One page of members for the subject, with the paging the response headers carry. */
export const memberPage = remoteAtom(async (get, signal): Promise<MemberPage> => {
  get(localeAtom);
  const { subject, paging } = get(finderParamsAtom);
  const { items, page } = await get(portalClientsAtom).client.call(userPageFind, {
    query: memberQueryOf(subject, paging),
    signal,
  });
  return { rows: items, page };
});

/**
 * The tree's calls on demand (the tree passes its own signal): a department's children and the
 * word search, narrowed to the current company.
 */
export function useFinderTreeCalls(): { loadChildren: LoadChildren; search: SearchOrgTree } {
  const { client } = useAtomValue(portalClientsAtom);
  const studioId = useAtomValue(currentStudioIdAtom);
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
  return { loadChildren, search };
}
