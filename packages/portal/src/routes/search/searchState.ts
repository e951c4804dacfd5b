import {
  ATTACH_FILE_TYPES,
  CONTENT_EMBED_TYPES,
  POST_SEARCH_SORTS,
  SEARCH_PERIODS,
  SEARCH_TARGETS,
  isCalendarDate,
  type AttachFileType,
  type ContentEmbedType,
  type PostSearchSort,
  type SearchPeriod,
  type SearchTarget,
} from '@maru/api';

/*
 * The search pages' state is their URL (spec 01 §2 detail-search query parameters), so every
 * result page can be copied, shared and reached again with Back. This module reads a query
 * string into the state and writes the state back; anything unknown or malformed falls back
 * to its default, so a hand-edited URL still opens a working page.
 */

/** The aside's modes (spec 01 §4 "Search mode"). */
export type SearchMode = 'unified' | 'user' | 'post';

/** How the keyword was given: typed (default) or by clicking a tag (spec 01 §2). */
export type SearchType = 'tag';

export interface SearchPageState {
  mode: SearchMode;
  /** The keyword as given (trimmed on search, `normaliseSearchKeyword`). */
  keyword: string;
  /** The result page, from 1. */
  page: number;
  /** A caption for the results (the tag link sends the tag's text). */
  title: string | null;
  /** User mode: the department chosen in the tree (organisation id). */
  userMenuSelectKey: string | null;
  /** Post mode: the row chosen in the menu tree. */
  postMenuSelectKey: string | null;
  /** Post mode: the board whose posts are listed. */
  menuIdField: number | null;
  period: SearchPeriod;
  /** Custom period only: first and last day, `yyyy-MM-dd`. */
  startYmd: string | null;
  endYmd: string | null;
  searchTargets: SearchTarget;
  contentEmbedType: ContentEmbedType;
  attachFileType: AttachFileType;
  sort: PostSearchSort;
  searchType: SearchType | null;
}

export const DEFAULT_SEARCH_STATE: SearchPageState = {
  mode: 'unified',
  keyword: '',
  page: 1,
  title: null,
  userMenuSelectKey: null,
  postMenuSelectKey: null,
  menuIdField: null,
  period: 'all',
  startYmd: null,
  endYmd: null,
  searchTargets: 'all',
  contentEmbedType: 'all',
  attachFileType: 'all',
  sort: 'date',
  searchType: null,
};

/** The unified page and the detail page (spec 01 §2). */
export const SEARCH_PATH = '/search';
export const DETAIL_SEARCH_PATH = '/search/detail';

/**
 * Spec 01 §2 names the `type` values user, post and employee, and the tag link sends
 * `type=plain`. Our reading: `employee` is the user mode by another name, and `plain` (a tag
 * search) lists posts. Anything else, or nothing, is the unified mode.
 */
const MODE_OF_TYPE: Readonly<Record<string, SearchMode>> = {
  user: 'user',
  employee: 'user',
  post: 'post',
  plain: 'post',
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** A `yyyy-MM-dd` the contract accepts, else null (2026-02-30 is not a day). */
export function validYmd(value: string | null): string | null {
  return value !== null && isCalendarDate(value) ? value : null;
}

function text(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

/** Reads the page state from a query string; unknown or invalid values fall back to defaults. */
export function parseSearchParams(params: URLSearchParams): SearchPageState {
  const get = (name: string) => params.get(name);
  const searchType = get('searchType') === 'tag' ? 'tag' : null;
  const period = oneOf(SEARCH_PERIODS, get('period'), 'all');
  const postMenuSelectKey = text(get('postMenuSelectKey'));
  return {
    mode: MODE_OF_TYPE[get('type') ?? ''] ?? 'unified',
    keyword: get('keyword') ?? '',
    page: positiveInt(get('page')) ?? 1,
    title: text(get('title')),
    userMenuSelectKey: text(get('userMenuSelectKey')),
    postMenuSelectKey,
    // The board filter; a tree selection alone (older links) names the board too.
    menuIdField: positiveInt(get('menuIdField')) ?? positiveInt(postMenuSelectKey),
    period,
    // Dates matter only for a custom period; elsewhere the server computes the range.
    startYmd: period === 'custom' ? validYmd(get('startYmd')) : null,
    endYmd: period === 'custom' ? validYmd(get('endYmd')) : null,
    // A tag link searches the tags, whatever else it says.
    searchTargets:
      searchType === 'tag' ? 'tag' : oneOf(SEARCH_TARGETS, get('searchTargets'), 'all'),
    contentEmbedType: oneOf(CONTENT_EMBED_TYPES, get('contentEmbedType'), 'all'),
    attachFileType: oneOf(ATTACH_FILE_TYPES, get('attachFileType'), 'all'),
    sort: oneOf(POST_SEARCH_SORTS, get('sort'), 'date'),
    searchType,
  };
}

/** Writes the state as a query string, leaving out defaults so shared URLs stay short. */
export function serialiseSearchState(state: SearchPageState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback) params.set(name, String(value));
  };
  if (state.mode !== 'unified') params.set('type', state.mode);
  put('keyword', state.keyword, '');
  put('page', state.page, 1);
  put('title', state.title, null);
  put('userMenuSelectKey', state.userMenuSelectKey, null);
  put('postMenuSelectKey', state.postMenuSelectKey, null);
  put('menuIdField', state.menuIdField, null);
  put('period', state.period, 'all');
  if (state.period === 'custom') {
    put('startYmd', state.startYmd, null);
    put('endYmd', state.endYmd, null);
  }
  put('searchTargets', state.searchTargets, 'all');
  put('contentEmbedType', state.contentEmbedType, 'all');
  put('attachFileType', state.attachFileType, 'all');
  put('sort', state.sort, 'date');
  put('searchType', state.searchType, null);
  return params;
}

/** The address of a state: the unified page for the unified mode, the detail page otherwise. */
export function searchLocation(state: SearchPageState): string {
  const path = state.mode === 'unified' ? SEARCH_PATH : DETAIL_SEARCH_PATH;
  const query = serialiseSearchState(state).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Spec 01 §2: clicking a tag opens `/search/detail?keyword=..&type=plain&title=..&searchType=tag`,
 * exactly as the spec spells it (other pages link tags here too).
 */
export function tagSearchLocation(tag: string): string {
  const params = new URLSearchParams({
    keyword: tag,
    type: 'plain',
    title: tag,
    searchType: 'tag',
  });
  return `${DETAIL_SEARCH_PATH}?${params.toString()}`;
}
