import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import { integerSchema, textSchema, unixSecondsSchema } from './primitives';

/*
 * The home feed and the home portlets (spec 01 §2 "Home", §4 "Portlet"). The spec names only
 * `GET /portal/feed/config`; the list paths below are chosen by us in the same style and are
 * documented as such in docs/widgets-feed.md. Every list answers one page in the body:
 * `totalCount` for page-number lists, `nextToken` for token lists (the Portlet's paging rule).
 */

/** The home feed's tabs, in the order the portal shows them (spec 01 §2). */
export const FEED_TYPES = ['ALL', 'COMMUNITY', 'WORKSPACE', 'KANBAN', 'MAIL'] as const;
export const feedTypeSchema = z.enum(FEED_TYPES);
export type FeedType = z.infer<typeof feedTypeSchema>;

/** One tab of the feed config: on when `enabledFlag` is '1' (spec 01 §3). */
export const feedConfigItemSchema = z.object({
  feedType: feedTypeSchema,
  enabledFlag: z.enum(['0', '1']),
});
export type FeedConfigItem = z.infer<typeof feedConfigItemSchema>;

/** The tenant's feed tabs for the signed-in user's current company. */
export const feedConfig = defineEndpoint({
  method: 'GET',
  path: '/portal/feed/config',
  response: z.array(feedConfigItemSchema),
});

/** Rows per portlet page (spec 01 §9: default max rows 5) and the most one page may ask. */
export const PORTLET_PAGE_SIZE = 5;
export const PORTLET_PAGE_LIMIT_MAX = 50;

const pageNumberSchema = z._default(integerSchema({ min: 1, max: 10_000 }), 1);
const limitSchema = z._default(
  integerSchema({ min: 1, max: PORTLET_PAGE_LIMIT_MAX }),
  PORTLET_PAGE_SIZE,
);
/** An opaque cursor the server returned with the previous page. */
const tokenSchema = z.optional(textSchema({ min: 1, max: 200 }));

/** Page-number lists: `page` (1-based) and `limit`. */
export const pageQuerySchema = z.object({ page: pageNumberSchema, limit: limitSchema });
export type PageQuery = z.input<typeof pageQuerySchema>;

/** Token lists: the first page without `token`, then the `nextToken` of the page before. */
export const tokenQuerySchema = z.object({ limit: limitSchema, token: tokenSchema });
export type TokenQuery = z.input<typeof tokenQuerySchema>;

/** One page of a list: the items and what the Portlet needs to ask for the next one. */
function listPageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    list: z.array(item),
    /** Total on the server (page-number lists); null for token lists. */
    totalCount: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** Cursor of the following page (token lists); null when there is none. */
    nextToken: z.nullable(z.string()),
  });
}

/** A post's state (spec 01 §2 command palette): 1 published, 0 deleted, 9 draft. */
export const postEnabledFlagSchema = z.literal([0, 1, 9]);
export type PostEnabledFlag = z.infer<typeof postEnabledFlagSchema>;

/**
 * A post as the home portlets list it. Names follow the spec's post search result
 * (`previewContentText`, `regUserName`, `regUserOrganizationName`, `regDate`); dates are unix
 * seconds; `menuName` is the board's name in the request's language.
 */
export const portletPostSchema = z.object({
  listId: z.number().check(z.int(), z.positive()),
  menuId: z.number().check(z.int(), z.positive()),
  menuName: z.string(),
  title: z.string(),
  previewContentText: z.string(),
  regUserId: z.string(),
  regUserName: z.string(),
  regUserPhoto: z.nullable(z.string()),
  regUserOrganizationName: z.string(),
  regDate: unixSecondsSchema,
  enabledFlag: postEnabledFlagSchema,
  noticeFlag: z.boolean(),
  likeCount: z.number().check(z.int(), z.nonnegative()),
  viewCount: z.number().check(z.int(), z.nonnegative()),
  commentCount: z.number().check(z.int(), z.nonnegative()),
  tags: z.array(z.string()),
});
export type PortletPost = z.infer<typeof portletPostSchema>;

export const portletPostPageSchema = listPageSchema(portletPostSchema);
export type PortletPostPage = z.infer<typeof portletPostPageSchema>;

/** One of the user's own comments, with the post it belongs to. */
export const portletCommentSchema = z.object({
  commentId: z.number().check(z.int(), z.positive()),
  listId: z.number().check(z.int(), z.positive()),
  menuId: z.number().check(z.int(), z.positive()),
  menuName: z.string(),
  postTitle: z.string(),
  content: z.string(),
  regDate: unixSecondsSchema,
  likeCount: z.number().check(z.int(), z.nonnegative()),
});
export type PortletComment = z.infer<typeof portletCommentSchema>;

export const portletCommentPageSchema = listPageSchema(portletCommentSchema);
export type PortletCommentPage = z.infer<typeof portletCommentPageSchema>;

/** A timeline event: a post published or a comment written on a board the user reads. */
export const timelineEventSchema = z.object({
  eventId: z.string(),
  kind: z.enum(['post', 'comment']),
  listId: z.number().check(z.int(), z.positive()),
  menuId: z.number().check(z.int(), z.positive()),
  menuName: z.string(),
  postTitle: z.string(),
  /** The post's preview, or the comment's text. */
  text: z.string(),
  userId: z.string(),
  userName: z.string(),
  userPhoto: z.nullable(z.string()),
  eventDate: unixSecondsSchema,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelinePageSchema = listPageSchema(timelineEventSchema);
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/**
 * One entry of the home feed. Community entries are posts (`menuId`, `listId`: the post view
 * route); approval, kanban and mail entries live in other systems and carry `linkUrl`.
 * `authorId` is the member behind the entry (the post's writer, the drafter, the card mover),
 * whose profile the author's name opens (spec 01 §3); null when no member is behind it (mail
 * from outside the company, a system's own notice), and the name is then plain text.
 */
export const feedItemSchema = z.object({
  feedId: z.string(),
  feedType: z.enum(['COMMUNITY', 'WORKSPACE', 'KANBAN', 'MAIL']),
  title: z.string(),
  previewText: z.string(),
  authorId: z.nullable(z.string()),
  authorName: z.string(),
  authorPhoto: z.nullable(z.string()),
  /** The community board's name; null for the other systems. */
  menuName: z.nullable(z.string()),
  menuId: z.nullable(z.number().check(z.int(), z.positive())),
  listId: z.nullable(z.number().check(z.int(), z.positive())),
  linkUrl: z.nullable(z.string()),
  regDate: unixSecondsSchema,
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = listPageSchema(feedItemSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * One page of a feed tab (path chosen by us). ALL, COMMUNITY, WORKSPACE and KANBAN page by
 * number; MAIL pages by the mailbox's token, as external mail services do.
 */
export const feedListQuerySchema = z.object({
  feedType: feedTypeSchema,
  page: pageNumberSchema,
  limit: limitSchema,
  token: tokenSchema,
});
export type FeedListQuery = z.input<typeof feedListQuerySchema>;

export const feedList = defineEndpoint({
  method: 'GET',
  path: '/portal/feed/list',
  query: feedListQuerySchema,
  response: feedPageSchema,
});

/** My writing (path chosen by us, after the route /community/activity/myArticle). */
export const myArticlePortlet = defineEndpoint({
  method: 'GET',
  path: '/portal/portlet/myArticle',
  query: pageQuerySchema,
  response: portletPostPageSchema,
});

/** My comments (path chosen by us). */
export const myCommentPortlet = defineEndpoint({
  method: 'GET',
  path: '/portal/portlet/myComment',
  query: pageQuerySchema,
  response: portletCommentPageSchema,
});

/** Favourite (bookmarked) posts (path chosen by us, after /community/activity/myInterests). */
export const myInterestsPortlet = defineEndpoint({
  method: 'GET',
  path: '/portal/portlet/myInterests',
  query: pageQuerySchema,
  response: portletPostPageSchema,
});

/** Notices: posts flagged as notices on boards the user reads (path chosen by us). */
export const noticePortlet = defineEndpoint({
  method: 'GET',
  path: '/portal/portlet/notice',
  query: pageQuerySchema,
  response: portletPostPageSchema,
});

/** The community timeline, newest first, paged by cursor (path chosen by us). */
export const timelinePortlet = defineEndpoint({
  method: 'GET',
  path: '/portal/portlet/timeline',
  query: tokenQuerySchema,
  response: timelinePageSchema,
});

/**
 * The config a user's current company answers: the tabs the administrator stored, in the
 * portal's order, with the kanban tab turned off when the tenant does not use kanban (spec 01
 * §6: collaboration only with useKanban). A tab never stored is off.
 */
export function feedConfigForTenant(
  stored: readonly FeedConfigItem[],
  tenant: { useKanban: boolean },
): FeedConfigItem[] {
  return FEED_TYPES.map((feedType) => {
    const on = stored.some((item) => item.feedType === feedType && item.enabledFlag === '1');
    const available = feedType !== 'KANBAN' || tenant.useKanban;
    return { feedType, enabledFlag: on && available ? '1' : '0' };
  });
}

/**
 * The systems the ALL tab merges: the enabled tabs our own server pages by number. External
 * mail pages by its provider's token, so it keeps its own tab and never mixes into ALL.
 */
export function feedTypesInAll(
  config: readonly FeedConfigItem[],
): ('COMMUNITY' | 'WORKSPACE' | 'KANBAN')[] {
  const on = (type: FeedType) =>
    config.some((item) => item.feedType === type && item.enabledFlag === '1');
  return (['COMMUNITY', 'WORKSPACE', 'KANBAN'] as const).filter(on);
}
