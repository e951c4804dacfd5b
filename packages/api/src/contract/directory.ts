import { z } from 'zod/mini';
import { defineEndpoint, definePagedEndpoint } from './define';
import {
  idSchema,
  integerSchema,
  MAX_REQUEST_INTEGER,
  textSchema,
  type Locale,
} from './primitives';

/*
 * The member directory calls (spec 01 §2 member finder, §3 organisation tree node, lookup value
 * and member list row, §7 calls, §9 page sizes): the organisation tree (lazy children, the
 * union variant across the user's companies, the word search), the duty and job-group lookups,
 * and the paged member search. The org chart and the unified search build on the same shapes.
 */

/** Member finder page sizes (spec 01 §9). */
export const MEMBER_PAGE_SIZES = [20, 50, 100, 200] as const;
export type MemberPageSize = (typeof MEMBER_PAGE_SIZES)[number];
/** The member finder's default page size (spec 01 §9). */
export const DEFAULT_MEMBER_PAGE_SIZE: MemberPageSize = 20;
/**
 * Members a word search (`orgUserFind`) shows at most, by name: one letter matches thousands in
 * a large company, and the tree is for finding, not listing.
 */
export const ORG_FIND_MEMBER_LIMIT = 100;
/** Longest search word or filter value accepted; it only caps the payload. */
export const DIRECTORY_TEXT_MAX = 100;

export function isMemberPageSize(value: number): value is MemberPageSize {
  return (MEMBER_PAGE_SIZES as readonly number[]).includes(value);
}

const countSchema = z.number().check(z.int(), z.nonnegative());

/**
 * One member as the finder lists it (spec 01 §3 member list row) plus what the org chart and
 * the table need: the department's name and company, and the markers. A member listed under a
 * department through a concurrent post (sub-department) appears with that post's department and
 * title and `concurrent` true.
 */
export const memberRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userNameEn: z.string(),
  userPhoto: z.nullable(z.string()),
  organizationId: z.string(),
  /** Name of `organizationId` in the request's language. */
  dlName: z.string(),
  studioId: z.string(),
  companyName: z.string(),
  dutyDesc: z.string(),
  /** The duty (rank) lookup code of the member (lookup type 1). */
  dutyCode: z.nullable(z.string()),
  /** The job-group lookup code of the member (lookup type 2). */
  jobGroupCode: z.nullable(z.string()),
  email: z.string(),
  mobile: z.nullable(z.string()),
  telOffice: z.nullable(z.string()),
  /** Messenger links: Google Chat id, Slack deep link, Teams and Naver Works availability. */
  googleAuthId: z.nullable(z.string()),
  slackLink: z.nullable(z.string()),
  microsoft: z.boolean(),
  naver: z.boolean(),
  /** Listed through a concurrent post in `organizationId`, not the main post. */
  concurrent: z.boolean(),
  /** Working at another company of the group on dispatch. */
  dispatched: z.boolean(),
  /** On a leave of absence (parental, sick, study …). */
  onLeave: z.boolean(),
  /** 1 active, 2 retired (spec 01 §3). */
  userState: z.number().check(z.int()),
  /** Heads the department (`managerFlag` of the post). */
  manager: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/**
 * One organisation of the tree (spec 01 §3): `children` holds the sub-organisations sent with
 * it (empty when they must be loaded lazily: `childCount` tells whether there are any),
 * `memberCount` the members posted in it (main or concurrent post; what selecting it lists),
 * `totalMemberCount` the distinct members in it and everything below it, `members` its own
 * members when asked for (`memberIncluedYn=Y`) or the matches of a word search. Retired
 * members count nowhere.
 */
export interface OrgNode {
  dlId: string;
  dlName: string;
  organizationId: string;
  studioId: string;
  parentId: string | null;
  children: OrgNode[];
  childCount: number;
  memberCount: number;
  totalMemberCount: number;
  groupMail: string | null;
  members?: MemberRow[];
}

export const orgNodeSchema: z.ZodMiniType<OrgNode> = z.object({
  dlId: z.string(),
  dlName: z.string(),
  organizationId: z.string(),
  studioId: z.string(),
  parentId: z.nullable(z.string()),
  get children() {
    return z.array(orgNodeSchema);
  },
  childCount: countSchema,
  memberCount: countSchema,
  totalMemberCount: countSchema,
  groupMail: z.nullable(z.string()),
  members: z.optional(z.array(memberRowSchema)),
});

const yesNoSchema = z.enum(['Y', 'N']);

/** Query of the tree calls: the parent (roots when absent) and whether to include members. */
export const orgChildrenQuerySchema = z.object({
  orgId: z.optional(idSchema()),
  /** The spec's spelling, typo included (spec 01 §7). */
  memberIncluedYn: z._default(yesNoSchema, 'N'),
});
export type OrgChildrenQuery = z.input<typeof orgChildrenQuerySchema>;

/**
 * The children of `orgId` in the user's current company, or its top divisions when `orgId` is
 * absent (spec 01 §7). Each child comes without its own children (`childCount` says if any).
 */
export const orgChildren = defineEndpoint({
  method: 'GET',
  path: '/gw/common/org/child',
  query: orgChildrenQuerySchema,
  response: z.array(orgNodeSchema),
});

/**
 * As `orgChildren` across every company the user belongs to (main and concurrent posts): at
 * the root, one node per company (dlId the studio id) holding its top divisions as children.
 */
export const unionOrgChildren = defineEndpoint({
  method: 'GET',
  path: '/gw/common/org/union/child',
  query: orgChildrenQuerySchema,
  response: z.array(orgNodeSchema),
});

export const orgUserFindQuerySchema = z.object({
  searchWord: textSchema({ trim: true, min: 1, max: DIRECTORY_TEXT_MAX }),
});

/**
 * The organisations and members whose names contain `searchWord`, across the user's
 * companies, as a tree: every match with the path of organisations above it (ancestors carry
 * only the children on a path to a match); matching members sit in their department's
 * `members`. Company roots as in `unionOrgChildren`.
 */
export const orgUserFind = defineEndpoint({
  method: 'GET',
  path: '/gw/common/union/orguser/find',
  query: orgUserFindQuerySchema,
  response: z.array(orgNodeSchema),
});

/** The lookup types of the finder's selects (spec 01 §7): 1 duty (rank), 2 job group. */
export const LOOKUP_TYPE = { duty: '1', jobGroup: '2' } as const;

/** One lookup value (spec 01 §3); `meaning` in the request's language. */
export const lookupValueSchema = z.object({
  lookupValueId: z.number().check(z.int()),
  categoryName: z.string(),
  lookupCode: z.string(),
  meaning: z.string(),
  attribute01: z.nullable(z.string()),
  typeCode: z.nullable(z.string()),
  masking: z.nullable(z.string()),
});
export type LookupValue = z.infer<typeof lookupValueSchema>;

export const lookupValuesQuerySchema = z.object({
  typeNumber: z.enum([LOOKUP_TYPE.duty, LOOKUP_TYPE.jobGroup]),
});

/** The duty (typeNumber 1) or job-group (2) lookup values, in rank or list order. */
export const lookupValues = defineEndpoint({
  method: 'GET',
  path: '/user/lookupValue',
  query: lookupValuesQuerySchema,
  response: z.array(lookupValueSchema),
});

const filterSchema = z.optional(textSchema({ max: DIRECTORY_TEXT_MAX }));

/**
 * The member search (spec 01 §7): every filter optional, only non-empty ones count (spec 01
 * §5); `dlId` lists one organisation's members (its own posts, concurrent ones included).
 * `limitNumber` must be one of MEMBER_PAGE_SIZES (checked by the server, so the message can
 * name them: see `directoryProblemText`).
 */
export const userPageFindQuerySchema = z.object({
  userName: filterSchema,
  dutyCode: filterSchema,
  email: filterSchema,
  jobGroupCode: filterSchema,
  phoneNumber: filterSchema,
  dlId: filterSchema,
  pageNumber: z._default(integerSchema({ min: 1, max: 100_000 }), 1),
  limitNumber: z._default(
    // Any count reaches the server, which names the allowed sizes (`directoryProblemText`).
    integerSchema({ min: 1, max: MAX_REQUEST_INTEGER }),
    DEFAULT_MEMBER_PAGE_SIZE,
  ),
});
export type UserPageFindQuery = z.input<typeof userPageFindQuerySchema>;

/**
 * One page of members of the user's current company, by name; paging in the response headers
 * pagination-count, pagination-limit, pagination-page (so the client answers `{ items, page }`).
 */
export const userPageFind = definePagedEndpoint({
  method: 'GET',
  path: '/user/userPageFind',
  query: userPageFindQuerySchema,
  response: z.array(memberRowSchema),
});

/** Filters of the member search, as the form holds them. */
export type MemberFilters = Partial<
  Record<'userName' | 'dutyCode' | 'email' | 'jobGroupCode' | 'phoneNumber' | 'dlId', string>
>;

/**
 * The filters to send (spec 01 §5: only non-empty fields): values trimmed, empty ones left
 * out. Shared by the portal, the mocks and the server so all three agree on "empty".
 */
export function nonEmptyFilters(filters: MemberFilters): MemberFilters {
  const result: MemberFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof MemberFilters, string?][]) {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') result[key] = trimmed;
  }
  return result;
}

/** Digits of a phone number: `010-1234-5678`, `01012345678` and `1234 5678` compare alike. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Why a member search is refused. */
export type DirectoryProblem = 'pageSize';

const problemTexts: Record<DirectoryProblem, Record<Locale, string>> = {
  pageSize: {
    ko: `한 페이지에 볼 인원은 ${MEMBER_PAGE_SIZES.join(', ')}명 중에서 고를 수 있습니다.`,
    en: `Members per page must be one of ${MEMBER_PAGE_SIZES.join(', ')}.`,
    ja: `1ページの表示人数は${MEMBER_PAGE_SIZES.join('、')}人から選べます。`,
    zh: `每页人数只能是 ${MEMBER_PAGE_SIZES.join('、')} 之一。`,
  },
};

/** The text of a refused member search in the request's language (server and mocks). */
export function directoryProblemText(problem: DirectoryProblem, locale: Locale): string {
  return problemTexts[problem][locale];
}

function byText(a: string, b: string): number {
  // Code-unit order, as SQLite's BINARY collation: Hangul syllables sort 가나다 this way.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of a member list: an organisation's list (by `dlId`) puts its head first and main
 * posts before concurrent ones; then, as in a search, by name and user id.
 */
export function compareMembers(
  a: Pick<MemberRow, 'manager' | 'concurrent' | 'userName' | 'userId'>,
  b: Pick<MemberRow, 'manager' | 'concurrent' | 'userName' | 'userId'>,
  byOrganisation: boolean,
): number {
  if (byOrganisation) {
    if (a.manager !== b.manager) return a.manager ? -1 : 1;
    if (a.concurrent !== b.concurrent) return a.concurrent ? 1 : -1;
  }
  return byText(a.userName, b.userName) || byText(a.userId, b.userId);
}
