import { z } from 'zod/mini';
import { addDays } from '../dates/calendar';
import { dayStartIn, momentBefore } from '../dates/companyClock';
import { defineEndpoint } from './define';
import {
  idSchema,
  integerSchema,
  isCleanText,
  MAX_REQUEST_INTEGER,
  unixSecondsSchema,
  ymdSchema,
} from './primitives';

/*
 * Unified and detail search (spec 01 §2 "Unified search", §3 "Search results", §5, §7, §9).
 * The spec names only `GET /es/unified/search?searchText=`; the detail paths below
 * (`/es/search/...`) are chosen by us in the same style and documented in
 * docs/search-server.md. The keyword rules live here because the search pages, the command
 * palette, the mocks and the reference server must apply exactly the same ones.
 */

// ---- keyword rules (spec 01 §5) ----------------------------------------------------------------

/** Longest keyword a search takes (the palette's input limit, spec 01 §9). */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;

/**
 * Spec 01 §5: a keyword holding a backslash is refused (the backslash alert, catalogue key
 * `error.backslash`). The search engine would read it as an escape; we refuse it everywhere.
 */
export function isSearchKeywordAllowed(keyword: string): boolean {
  return !keyword.includes('\\');
}

/** The keyword a search runs with: trimmed; empty means "do nothing" (spec 01 §5). */
export function normaliseSearchKeyword(keyword: string): string {
  return keyword.trim();
}

// Hangul syllables, the two jamo blocks and their extensions: anything typed through a Korean IME.
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7A3\uD7B0-\uD7FF]/;

/** True when the text holds a Hangul letter (a syllable or a jamo). */
export function containsHangul(text: string): boolean {
  return HANGUL.test(text);
}

// ---- filters (spec 01 §2, §9) ------------------------------------------------------------------

/** Search date presets (spec 01 §9): all, 1 week, 1 month, 1 year, custom range. */
export const SEARCH_PERIODS = ['all', 'P1W', 'P1M', 'P1Y', 'custom'] as const;
export const searchPeriodSchema = z.enum(SEARCH_PERIODS);
export type SearchPeriod = z.infer<typeof searchPeriodSchema>;

/**
 * Field/scope of a post search (spec 01 §2): all, title and body, title, body, registrant,
 * comments, tags, attachment file names, post number. `attachmentKo` is the Korean-analysed
 * attachment-name search the client switches to for a Hangul keyword (`attachmentSearchTarget`).
 */
export const SEARCH_TARGETS = [
  'all',
  'titleBody',
  'title',
  'body',
  'author',
  'comment',
  'tag',
  'attachment',
  'attachmentKo',
  'postNumber',
] as const;
export const searchTargetSchema = z.enum(SEARCH_TARGETS);
export type SearchTarget = z.infer<typeof searchTargetSchema>;

/**
 * Spec 01 §5: attachment-name search uses the Korean-analysed variant when the keyword holds
 * Hangul, the plain one otherwise.
 */
export function attachmentSearchTarget(keyword: string): 'attachment' | 'attachmentKo' {
  return containsHangul(keyword) ? 'attachmentKo' : 'attachment';
}

/**
 * The target a search really runs with: an attachment-name search follows the keyword
 * (`attachmentSearchTarget`), every other target stays as chosen.
 */
export function effectiveSearchTarget(target: SearchTarget, keyword: string): SearchTarget {
  return target === 'attachment' || target === 'attachmentKo'
    ? attachmentSearchTarget(keyword)
    : target;
}

/** Content filter (spec 01 §2): posts with an embedded photo or video. */
export const CONTENT_EMBED_TYPES = ['all', 'photo', 'video'] as const;
export const contentEmbedTypeSchema = z.enum(CONTENT_EMBED_TYPES);
export type ContentEmbedType = z.infer<typeof contentEmbedTypeSchema>;

/** Attachment-type filter (spec 01 §2): posts with an attachment of that kind. */
export const ATTACH_FILE_TYPES = ['all', 'other', 'photo', 'video'] as const;
export const attachFileTypeSchema = z.enum(ATTACH_FILE_TYPES);
export type AttachFileType = z.infer<typeof attachFileTypeSchema>;

/** Post sorts (spec 01 §2), each newest/highest first. */
export const POST_SEARCH_SORTS = ['date', 'like', 'view', 'comment'] as const;
export const postSearchSortSchema = z.enum(POST_SEARCH_SORTS);
export type PostSearchSort = z.infer<typeof postSearchSortSchema>;

// ---- results shared by the server and the mocks -----------------------------------------------

/** A post number from a keyword (`123` or `#123`); null for anything else. */
export function postNumberOf(keyword: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(keyword.trim());
  const value = match ? Number(match[1]) : 0;
  return value > 0 ? value : null;
}

/**
 * The creation-time range (unix seconds, `from` inclusive, `to` exclusive) of a period on the
 * clock of the company whose posts are searched (`timeZone`): P1W/P1M/P1Y reach back a week, a
 * calendar month or a calendar year from now (a month before 31 March is 28 February); a custom
 * period runs from the first day's start to the last day's end. `all` and an incomplete custom
 * period (the contract refuses it) are unbounded.
 */
export function searchPeriodRange(
  period: SearchPeriod,
  now: number,
  timeZone: string,
  custom: { startYmd?: string | undefined; endYmd?: string | undefined } = {},
): { from: number | null; to: number | null } {
  const back = (duration: { weeks: number } | { months: number } | { years: number }) => ({
    from: momentBefore(now, duration, timeZone),
    to: null,
  });
  switch (period) {
    case 'P1W':
      return back({ weeks: 1 });
    case 'P1M':
      return back({ months: 1 });
    case 'P1Y':
      return back({ years: 1 });
    case 'custom':
      if (!custom.startYmd || !custom.endYmd) return { from: null, to: null };
      return {
        from: dayStartIn(custom.startYmd, timeZone),
        to: dayStartIn(addDays(custom.endYmd, 1), timeZone),
      };
    default:
      return { from: null, to: null };
  }
}

/** How much of a body a result previews (the home lists' preview length). */
export const SEARCH_PREVIEW_LENGTH = 120;
/** Characters kept before the first match when the preview is cut around it. */
const LEAD = 30;

/**
 * The preview of a body: around the first place a word occurs (an ellipsis marks a cut start
 * or end), else its start. Whitespace is collapsed first, so offsets of highlights computed on
 * the answer hold.
 */
export function searchPreview(body: string, terms: readonly string[]): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const lower = text.toLocaleLowerCase();
  const first = terms
    .map((term) => lower.indexOf(term.toLocaleLowerCase()))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  const start = first === undefined || first <= LEAD ? 0 : first - LEAD;
  const cut = text.slice(start, start + SEARCH_PREVIEW_LENGTH);
  return `${start > 0 ? '…' : ''}${cut}${start + SEARCH_PREVIEW_LENGTH < text.length ? '…' : ''}`;
}

// ---- query schemas -----------------------------------------------------------------------------

/**
 * A keyword as a query carries it: trimmed, not empty, at most SEARCH_KEYWORD_MAX_LENGTH
 * characters, no backslash (`error.backslash`).
 */
export const searchKeywordSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'validation.searchKeywordRequired'),
  z.maxLength(SEARCH_KEYWORD_MAX_LENGTH, 'validation.textTooLong'),
  z.refine(isSearchKeywordAllowed, 'error.backslash'),
  // A NUL ended the FTS5 query early (a 500 on every search call); no control character
  // belongs in a one-line keyword.
  z.refine((keyword) => isCleanText(keyword), 'validation.textControl'),
);

/** Results per detail page unless asked otherwise, and the most one page may hold. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_LIMIT_MAX = 100;
/** Users and posts the unified search answers per group unless asked otherwise. */
export const UNIFIED_SEARCH_SIZE = 5;
export const UNIFIED_SEARCH_SIZE_MAX = 20;

const countQuery = (max: number, fallback: number) =>
  z._default(integerSchema({ min: 1, max }), fallback);

const searchPagingShape = {
  /** 1-based page. */
  page: countQuery(10_000, 1),
  limit: countQuery(SEARCH_PAGE_LIMIT_MAX, SEARCH_PAGE_SIZE),
};

export const unifiedSearchQuerySchema = z.object({
  searchText: searchKeywordSchema,
  /** Users and posts per group (chosen by us; the spec sends only searchText). */
  size: countQuery(UNIFIED_SEARCH_SIZE_MAX, UNIFIED_SEARCH_SIZE),
});
export type UnifiedSearchQuery = z.input<typeof unifiedSearchQuerySchema>;

export const userSearchQuerySchema = z.object({
  keyword: searchKeywordSchema,
  /** The department chosen in the user-mode tree: its members and its sub-departments'. */
  userMenuSelectKey: z.optional(idSchema()),
  ...searchPagingShape,
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;

export const userSearchCountsQuerySchema = z.object({ keyword: searchKeywordSchema });
export type UserSearchCountsQuery = z.input<typeof userSearchCountsQuerySchema>;

/** The post filters shared by the post list and its per-menu counts. */
const postFilterShape = {
  keyword: searchKeywordSchema,
  period: z._default(searchPeriodSchema, 'all'),
  /** Custom period only: first and last day, inclusive, in the caller's calendar (Seoul). */
  startYmd: z.optional(ymdSchema),
  endYmd: z.optional(ymdSchema),
  searchTargets: z._default(searchTargetSchema, 'all'),
  contentEmbedType: z._default(contentEmbedTypeSchema, 'all'),
  attachFileType: z._default(attachFileTypeSchema, 'all'),
};

/** A custom period needs both dates, the first not after the last (spec 01 §4). */
export function customPeriodIsComplete(query: {
  period: SearchPeriod;
  startYmd?: string | undefined;
  endYmd?: string | undefined;
}): boolean {
  if (query.period !== 'custom') return true;
  return !!query.startYmd && !!query.endYmd && query.startYmd <= query.endYmd;
}

const customPeriodProblem = { message: 'validation.searchPeriod', path: ['startYmd'] };

export const postSearchCountsQuerySchema = z
  .object(postFilterShape)
  .check(z.refine(customPeriodIsComplete, customPeriodProblem));
export type PostSearchCountsQuery = z.input<typeof postSearchCountsQuerySchema>;

export const postSearchQuerySchema = z
  .object({
    ...postFilterShape,
    sort: z._default(postSearchSortSchema, 'date'),
    /** The board chosen in the post-mode menu tree. */
    menuIdField: z.optional(integerSchema({ min: 1, max: MAX_REQUEST_INTEGER })),
    ...searchPagingShape,
  })
  .check(z.refine(customPeriodIsComplete, customPeriodProblem));
export type PostSearchQuery = z.input<typeof postSearchQuerySchema>;

export const menuSearchQuerySchema = z.object({
  keyword: searchKeywordSchema,
  ...searchPagingShape,
});
export type MenuSearchQuery = z.input<typeof menuSearchQuerySchema>;

// ---- results -----------------------------------------------------------------------------------

/**
 * Where the keyword occurs in a field the result shows: `start` and `end` (exclusive) are
 * UTF-16 offsets into that field's text as answered. The UI marks them with elements, never HTML.
 */
export function highlightSchemaOf<Field extends readonly [string, ...string[]]>(fields: Field) {
  return z.object({
    field: z.enum(fields),
    start: z.number().check(z.int(), z.nonnegative()),
    end: z.number().check(z.int(), z.nonnegative()),
  });
}
export interface Highlight<Field extends string = string> {
  field: Field;
  start: number;
  end: number;
}

/**
 * The ranges of `keyword` in `text`, case-insensitive, non-overlapping, left to right. Shared
 * by the server and the mocks so both highlight alike.
 */
export function keywordRanges(text: string, keyword: string): { start: number; end: number }[] {
  const needle = keyword.toLocaleLowerCase();
  if (!needle) return [];
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change lengths (e.g. 'İ'); then offsets would not map back: skip.
  if (haystack.length !== text.length) return [];
  const ranges: { start: number; end: number }[] = [];
  for (
    let at = haystack.indexOf(needle);
    at >= 0;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    ranges.push({ start: at, end: at + needle.length });
  }
  return ranges;
}

/**
 * The words of a keyword (split at whitespace, each once): a search finds results holding
 * every word, in any order, and highlights each of them.
 */
export function searchTermsOf(keyword: string): string[] {
  return [
    ...new Set(
      keyword
        .trim()
        .split(/\s+/)
        .filter((term) => term.length > 0),
    ),
  ];
}

/** The ranges of every term in `text`, overlapping ones merged, left to right. */
export function termRanges(
  text: string,
  terms: readonly string[],
): { start: number; end: number }[] {
  const ranges = terms
    .flatMap((term) => keywordRanges(text, term))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The highlights of the keyword's words over the named fields of a result. */
export function highlightsOf<Field extends string>(
  fields: Readonly<Record<Field, string>>,
  keyword: string,
): Highlight<Field>[] {
  const terms = searchTermsOf(keyword);
  return (Object.keys(fields) as Field[]).flatMap((field) =>
    termRanges(fields[field], terms).map((range) => ({ field, ...range })),
  );
}

const countSchema = z.number().check(z.int(), z.nonnegative());
const positiveIdSchema = z.number().check(z.int(), z.positive());

export const USER_HIGHLIGHT_FIELDS = [
  'userName',
  'userNameEn',
  'email',
  'organizationName',
] as const;
export type UserHighlightField = (typeof USER_HIGHLIGHT_FIELDS)[number];

/** A member found (spec 01 §3 user result: userPhoto, userName, organizationName). */
export const userSearchItemSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userNameEn: z.string(),
  userPhoto: z.nullable(z.string()),
  email: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  dutyDesc: z.string(),
  highlights: z.array(highlightSchemaOf(USER_HIGHLIGHT_FIELDS)),
});
export type UserSearchItem = z.infer<typeof userSearchItemSchema>;

/** A post's state (spec 01 §2 command palette): 1 published, 0 deleted, 9 draft. */
const enabledFlagSchema = z.literal([0, 1, 9]);

export const POST_HIGHLIGHT_FIELDS = [
  'title',
  'previewContentText',
  'regUserName',
  'tags',
  'attachmentNames',
] as const;
export type PostHighlightField = (typeof POST_HIGHLIGHT_FIELDS)[number];

/**
 * A post found (spec 01 §3 post result: previewContentText, regUserName,
 * regUserOrganizationName, regDate; plus what the palette routes by: title, menuId, listId,
 * enabledFlag). `previewContentText` is cut around the first match in the body when there is
 * one. Highlights on `tags` and `attachmentNames` are offsets into the names joined by ", ".
 */
export const postSearchItemSchema = z.object({
  listId: positiveIdSchema,
  menuId: positiveIdSchema,
  menuName: z.string(),
  title: z.string(),
  previewContentText: z.string(),
  regUserId: z.string(),
  regUserName: z.string(),
  regUserOrganizationName: z.string(),
  regDate: unixSecondsSchema,
  enabledFlag: enabledFlagSchema,
  likeCount: countSchema,
  viewCount: countSchema,
  commentCount: countSchema,
  tags: z.array(z.string()),
  attachmentNames: z.array(z.string()),
  highlights: z.array(highlightSchemaOf(POST_HIGHLIGHT_FIELDS)),
});
export type PostSearchItem = z.infer<typeof postSearchItemSchema>;

/** Separator of list fields (`tags`, `attachmentNames`) when highlights index into them. */
export const HIGHLIGHT_LIST_SEPARATOR = ', ';

/** Separator of the names in a menu result's `menuPath`. */
export const MENU_PATH_SEPARATOR = ' > ';

export const MENU_HIGHLIGHT_FIELDS = ['menuName', 'menuPath'] as const;
export type MenuHighlightField = (typeof MENU_HIGHLIGHT_FIELDS)[number];

/** A menu found (spec 01 §3 menu result: menuPath, menuName, system, urlPath). */
export const menuSearchItemSchema = z.object({
  menuId: positiveIdSchema,
  menuName: z.string(),
  /** The names of its folders and itself, joined by " > ", in the request's language. */
  menuPath: z.string(),
  system: z.string(),
  urlPath: z.nullable(z.string()),
  linkType: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  highlights: z.array(highlightSchemaOf(MENU_HIGHLIGHT_FIELDS)),
});
export type MenuSearchItem = z.infer<typeof menuSearchItemSchema>;

/** One page of a detail search: the items, the total over all pages, and the page asked. */
function searchPageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    totalHits: countSchema,
    page: positiveIdSchema,
    limit: positiveIdSchema,
  });
}

export const userSearchPageSchema = searchPageSchema(userSearchItemSchema);
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;
export const postSearchPageSchema = searchPageSchema(postSearchItemSchema);
export type PostSearchPage = z.infer<typeof postSearchPageSchema>;
export const menuSearchPageSchema = searchPageSchema(menuSearchItemSchema);
export type MenuSearchPage = z.infer<typeof menuSearchPageSchema>;

/**
 * Matches per department (spec 01 §3): `searchCount` counts the members of the department and
 * of every department below it, so a collapsed node shows what it holds.
 */
export interface DepartmentSearchCount {
  organizationId: string;
  organizationName: string;
  searchCount: number;
  children: DepartmentSearchCount[];
}
export const departmentSearchCountSchema: z.ZodMiniType<DepartmentSearchCount> = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  searchCount: countSchema,
  get children() {
    return z.array(departmentSearchCountSchema);
  },
});

/** Matches per board (spec 01 §3), every board the user may read, in menu order. */
export const menuSearchCountSchema = z.object({
  menuId: positiveIdSchema,
  menuName: z.string(),
  searchCount: countSchema,
});
export type MenuSearchCount = z.infer<typeof menuSearchCountSchema>;

/** The unified result (spec 01 §3): the first users and posts and the totals of each. */
export const unifiedSearchResultSchema = z.object({
  userSearchResult: z.object({
    users: z.array(userSearchItemSchema),
    userTotalHits: countSchema,
  }),
  postSearchResult: z.object({
    posts: z.array(postSearchItemSchema),
    postTotalHits: countSchema,
  }),
});
export type UnifiedSearchResult = z.infer<typeof unifiedSearchResultSchema>;

// ---- endpoints ---------------------------------------------------------------------------------

/** Spec 01 §7: members and community posts for the unified page and the command palette. */
export const unifiedSearch = defineEndpoint({
  method: 'GET',
  path: '/es/unified/search',
  query: unifiedSearchQuerySchema,
  response: unifiedSearchResultSchema,
});

/** Detail search, user mode (path chosen by us). */
export const userSearch = defineEndpoint({
  method: 'GET',
  path: '/es/search/users',
  query: userSearchQuerySchema,
  response: userSearchPageSchema,
});

/** The user mode's department tree with counts (path chosen by us). */
export const userSearchCounts = defineEndpoint({
  method: 'GET',
  path: '/es/search/users/counts',
  query: userSearchCountsQuerySchema,
  response: z.array(departmentSearchCountSchema),
});

/** Detail search, post mode (path chosen by us). */
export const postSearch = defineEndpoint({
  method: 'GET',
  path: '/es/search/posts',
  query: postSearchQuerySchema,
  response: postSearchPageSchema,
});

/** The post mode's menu tree counts under the same filters (path chosen by us). */
export const postSearchCounts = defineEndpoint({
  method: 'GET',
  path: '/es/search/posts/counts',
  query: postSearchCountsQuerySchema,
  response: z.array(menuSearchCountSchema),
});

/** Detail search over the menus of Maru the user may open (path chosen by us). */
export const menuSearch = defineEndpoint({
  method: 'GET',
  path: '/es/search/menus',
  query: menuSearchQuerySchema,
  response: menuSearchPageSchema,
});
