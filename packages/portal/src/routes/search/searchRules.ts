import {
  customPeriodIsComplete,
  effectiveSearchTarget,
  isSearchKeywordAllowed,
  normaliseSearchKeyword,
  SEARCH_KEYWORD_MAX_LENGTH,
  type ErrorMessageKey,
  type MenuSearchQuery,
  type PostSearchCountsQuery,
  type PostSearchQuery,
  type UserSearchCountsQuery,
  type UserSearchQuery,
} from '@maru/api';
import { parseRangeBoundary, type DateRangeValue } from '@maru/ui';
import type { SearchMode, SearchPageState } from './searchState';

/*
 * What each user action does to the search state (spec 01 §2, §4, §5), without React: the
 * page applies the returned state by pushing its URL, which runs the matching search.
 */

/** The outcome of a submitted keyword. */
export type KeywordOutcome =
  | { kind: 'ignore' }
  | { kind: 'refuse'; messageKey: ErrorMessageKey }
  | { kind: 'search'; state: SearchPageState };

/** What a new keyword clears: the page, the tag caption and the tree choices of the old one. */
function freshSearch(state: SearchPageState, keyword: string): SearchPageState {
  return {
    ...state,
    keyword,
    page: 1,
    title: null,
    searchType: null,
    userMenuSelectKey: null,
    postMenuSelectKey: null,
    menuIdField: null,
  };
}

/**
 * Spec 01 §5: an empty keyword does nothing; a keyword with a backslash is refused with the
 * backslash alert; otherwise a new search (page 1) in the current mode with its filters.
 */
export function submitKeyword(state: SearchPageState, raw: string): KeywordOutcome {
  const keyword = normaliseSearchKeyword(raw).slice(0, SEARCH_KEYWORD_MAX_LENGTH);
  if (keyword === '') return { kind: 'ignore' };
  if (!isSearchKeywordAllowed(keyword)) return { kind: 'refuse', messageKey: 'error.backslash' };
  return { kind: 'search', state: freshSearch(state, keyword) };
}

/** Spec 01 §4: switching mode runs that mode's search, from its first page. */
export function switchMode(state: SearchPageState, mode: SearchMode): SearchPageState {
  return { ...state, mode, page: 1 };
}

/** The post filters the option boxes change. */
export type PostFilterPatch = Partial<
  Pick<SearchPageState, 'searchTargets' | 'contentEmbedType' | 'attachFileType' | 'sort'>
>;

/** A changed filter or sort lists from page 1; a changed scope is no longer a tag click. */
export function changeFilter(state: SearchPageState, patch: PostFilterPatch): SearchPageState {
  const scopeChanged =
    patch.searchTargets !== undefined && patch.searchTargets !== state.searchTargets;
  return {
    ...state,
    ...patch,
    page: 1,
    ...(scopeChanged ? { searchType: null, title: null } : {}),
  };
}

/** The day (`yyyy-MM-dd`) of a picker boundary. */
function dayOf(boundary: string | null): string | null {
  return parseRangeBoundary(boundary)?.toString() ?? null;
}

/**
 * Spec 01 §4: a custom period searches only when both dates are valid (and in order). Returns
 * the new state, or null when nothing should be searched yet. A preset needs no dates: the
 * server computes its range.
 */
export function changePeriod(
  state: SearchPageState,
  value: DateRangeValue,
): SearchPageState | null {
  if (value.preset !== 'custom') {
    return { ...state, period: value.preset, startYmd: null, endYmd: null, page: 1 };
  }
  const startYmd = dayOf(value.start);
  const endYmd = dayOf(value.end);
  if (
    !customPeriodIsComplete({ period: 'custom', startYmd: startYmd ?? '', endYmd: endYmd ?? '' })
  ) {
    return null;
  }
  return { ...state, period: 'custom', startYmd, endYmd, page: 1 };
}

export function changePage(state: SearchPageState, page: number): SearchPageState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** User mode: a department of the tree (null: all departments). */
export function selectDepartment(
  state: SearchPageState,
  organizationId: string | null,
): SearchPageState {
  return { ...state, mode: 'user', userMenuSelectKey: organizationId, page: 1 };
}

/** Post mode: a board of the tree (null: all boards). */
export function selectBoard(state: SearchPageState, menuId: number | null): SearchPageState {
  return {
    ...state,
    mode: 'post',
    postMenuSelectKey: menuId === null ? null : String(menuId),
    menuIdField: menuId,
    page: 1,
  };
}

/** The keyword a state searches with, or null when it must not search (spec 01 §5). */
export function searchableKeyword(state: SearchPageState): string | null {
  const keyword = normaliseSearchKeyword(state.keyword);
  if (keyword === '' || !isSearchKeywordAllowed(keyword)) return null;
  return keyword.slice(0, SEARCH_KEYWORD_MAX_LENGTH);
}

/** True when the post filters are complete: a custom period needs both valid dates. */
export function postFiltersComplete(state: SearchPageState): boolean {
  return customPeriodIsComplete({
    period: state.period,
    startYmd: state.startYmd ?? undefined,
    endYmd: state.endYmd ?? undefined,
  });
}

/** The calls a state makes, by mode; null parts are not called. */
export interface SearchRequests {
  users: UserSearchQuery | null;
  userCounts: UserSearchCountsQuery | null;
  posts: PostSearchQuery | null;
  postCounts: PostSearchCountsQuery | null;
  menus: MenuSearchQuery | null;
  unified: { searchText: string } | null;
}

const NO_REQUESTS: SearchRequests = {
  users: null,
  userCounts: null,
  posts: null,
  postCounts: null,
  menus: null,
  unified: null,
};

/** The post filters as the contract takes them; attachment search follows the keyword. */
function postFilters(state: SearchPageState, keyword: string): PostSearchCountsQuery {
  return {
    keyword,
    period: state.period,
    ...(state.period === 'custom' && state.startYmd && state.endYmd
      ? { startYmd: state.startYmd, endYmd: state.endYmd }
      : {}),
    // Spec 01 §5: attachment-name search switches to the Korean-analysed variant for Hangul.
    searchTargets: effectiveSearchTarget(state.searchTargets, keyword),
    contentEmbedType: state.contentEmbedType,
    attachFileType: state.attachFileType,
  };
}

/**
 * The queries of a state: unified → members and posts (unified call) plus menus; user → the
 * department counts and the members; post → the board counts and the posts. Nothing for an
 * empty or refused keyword, and no post call while a custom period is incomplete.
 */
export function searchRequests(state: SearchPageState): SearchRequests {
  const keyword = searchableKeyword(state);
  if (keyword === null) return NO_REQUESTS;
  switch (state.mode) {
    case 'unified':
      return {
        ...NO_REQUESTS,
        unified: { searchText: keyword },
        menus: { keyword, page: state.page },
      };
    case 'user':
      return {
        ...NO_REQUESTS,
        userCounts: { keyword },
        users: {
          keyword,
          page: state.page,
          ...(state.userMenuSelectKey ? { userMenuSelectKey: state.userMenuSelectKey } : {}),
        },
      };
    case 'post': {
      if (!postFiltersComplete(state)) return NO_REQUESTS;
      const filters = postFilters(state, keyword);
      return {
        ...NO_REQUESTS,
        postCounts: filters,
        posts: {
          ...filters,
          sort: state.sort,
          page: state.page,
          ...(state.menuIdField !== null ? { menuIdField: state.menuIdField } : {}),
        },
      };
    }
  }
}
