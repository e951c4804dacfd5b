import { HttpResponse, type HttpHandler } from 'msw';
import {
  feedConfig,
  feedConfigForTenant,
  feedList,
  feedListQuerySchema,
  feedTypesInAll,
  myArticlePortlet,
  myCommentPortlet,
  myInterestsPortlet,
  noticePortlet,
  pageQuerySchema,
  timelinePortlet,
  tokenQuerySchema,
  type FeedConfigItem,
  type FeedItem,
  type Locale,
  type PortletComment,
  type PortletPost,
  type TimelineEvent,
} from '../contract';
import { departmentNameOf, type Employee } from '../domain';
import {
  ageToUnix,
  bookmarkFixtures,
  cloudInfoForStudio,
  commentFixtures,
  externalFeedFixtures,
  feedConfigByStudio,
  findDepartment,
  findEmployee,
  FIXTURE_NOW,
  menuEventsFor,
  menuNames,
  postFixtures,
  previewTextOf,
  type PostFixture,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { errorCatalogue } from '../errors';
import { metaErrorBody, validationErrorBody } from './errorBodies';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface FeedMockOptions extends MockBaseOptions {
  /** The signed-in user, shared with the session handlers; default a fresh minjun.kim session. */
  session?: MockSession;
  /** The mocks' "now" in unix seconds (post ages count back from it); default FIXTURE_NOW. */
  now?: number;
  /** Answer this stored config instead of the company's (kanban still follows the tenant). */
  config?: FeedConfigItem[];
  /** Every list answers empty (the empty states). */
  empty?: boolean;
}

interface Page<T> {
  list: T[];
  totalCount: number | null;
  nextToken: string | null;
}

/** One page of a page-number list. */
export function pageOfList<T>(items: readonly T[], page: number, limit: number): Page<T> {
  const start = (page - 1) * limit;
  return { list: items.slice(start, start + limit), totalCount: items.length, nextToken: null };
}

/**
 * One page of a token list: the items after the one whose key is `token` (from the start
 * without one); `nextToken` is the last item's key while more follow, else null. An unknown
 * token gives null (the handlers answer 400).
 */
export function tokenPageOfList<T>(
  items: readonly T[],
  token: string | undefined,
  limit: number,
  keyOf: (item: T) => string,
): Page<T> | null {
  const start = token === undefined ? 0 : items.findIndex((item) => keyOf(item) === token) + 1;
  if (start === 0 && token !== undefined) return null;
  const list = items.slice(start, start + limit);
  const last = list.at(-1);
  const more = start + limit < items.length;
  return { list, totalCount: null, nextToken: more && last ? keyOf(last) : null };
}

/** A token page, or the 400 the reference server gives for a token it never issued. */
function tokenAnswer<T>(page: Page<T> | null, locale: Locale): Response {
  if (page) return HttpResponse.json(page);
  return HttpResponse.json(
    validationErrorBody(
      [{ path: ['token'], message: errorCatalogue[locale]['error.invalidRequest'] }],
      locale,
    ),
    { status: 400 },
  );
}

const byNewest =
  <T>(date: (item: T) => number) =>
  (a: T, b: T) =>
    date(b) - date(a);

/** The posts, comments and feed entries of the fixtures as one user in one company sees them. */
function feedModel(employee: Employee, studioId: string, locale: Locale, now: number) {
  const readable = (menuId: number) => menuEventsFor(employee, menuId).includes('R');
  const inScope = (post: PostFixture) => post.studioId === studioId && readable(post.menuId);
  const published = (post: PostFixture) => post.enabledFlag === 1 && inScope(post);
  const postById = new Map(postFixtures.map((post) => [post.listId, post]));
  const menuName = (menuId: number) => menuNames[menuId]?.[locale] ?? '';
  const orgName = (user: Employee | undefined) => {
    const department = user ? findDepartment(user.organizationId) : undefined;
    return department ? departmentNameOf(department, locale) : '';
  };

  const toPost = (post: PostFixture): PortletPost => {
    const author = findEmployee(post.regUserId);
    return {
      listId: post.listId,
      menuId: post.menuId,
      menuName: menuName(post.menuId),
      title: post.title,
      previewContentText: previewTextOf(post.contentHtml),
      regUserId: post.regUserId,
      regUserName: author?.userName ?? '',
      regUserPhoto: author?.photo ?? null,
      regUserOrganizationName: orgName(author),
      regDate: ageToUnix(now, post.ageMinutes),
      enabledFlag: post.enabledFlag,
      noticeFlag: post.noticeFlag,
      likeCount: post.likeCount,
      viewCount: post.viewCount,
      commentCount: commentFixtures.filter((c) => c.listId === post.listId && c.enabledFlag === 1)
        .length,
      tags: post.tags,
    };
  };
  const newestPosts = (posts: PostFixture[]) =>
    posts.map(toPost).sort(byNewest((post) => post.regDate));

  const visibleComments = commentFixtures.flatMap((comment) => {
    const post = postById.get(comment.listId);
    return comment.enabledFlag === 1 && post && published(post) ? [{ comment, post }] : [];
  });

  const timeline: TimelineEvent[] = [
    ...postFixtures.filter(published).map((post): TimelineEvent => {
      const author = findEmployee(post.regUserId);
      return {
        eventId: `post-${post.listId}`,
        kind: 'post',
        listId: post.listId,
        menuId: post.menuId,
        menuName: menuName(post.menuId),
        postTitle: post.title,
        text: previewTextOf(post.contentHtml),
        userId: post.regUserId,
        userName: author?.userName ?? '',
        userPhoto: author?.photo ?? null,
        eventDate: ageToUnix(now, post.ageMinutes),
      };
    }),
    ...visibleComments.map(({ comment, post }): TimelineEvent => {
      const writer = findEmployee(comment.userId);
      return {
        eventId: `comment-${comment.commentId}`,
        kind: 'comment',
        listId: post.listId,
        menuId: post.menuId,
        menuName: menuName(post.menuId),
        postTitle: post.title,
        text: comment.content,
        userId: comment.userId,
        userName: writer?.userName ?? '',
        userPhoto: writer?.photo ?? null,
        eventDate: ageToUnix(now, comment.ageMinutes),
      };
    }),
  ].sort(byNewest((event) => event.eventDate));

  const communityFeed = newestPosts(postFixtures.filter(published)).map((post): FeedItem => ({
    feedId: `post-${post.listId}`,
    feedType: 'COMMUNITY',
    title: post.title,
    previewText: post.previewContentText,
    authorId: post.regUserId,
    authorName: post.regUserName,
    authorPhoto: post.regUserPhoto,
    menuName: post.menuName,
    menuId: post.menuId,
    listId: post.listId,
    linkUrl: null,
    regDate: post.regDate,
  }));
  const externalFeed = (type: 'WORKSPACE' | 'KANBAN' | 'MAIL'): FeedItem[] =>
    externalFeedFixtures
      .filter((item) => item.userId === employee.userId && item.studioId === studioId)
      .filter((item) => item.feedType === type)
      .map((item) => ({
        feedId: `${type.toLowerCase()}-${item.itemId}`,
        feedType: type,
        title: item.title,
        previewText: item.previewText,
        authorId: item.authorUserId,
        authorName: item.authorName,
        authorPhoto: item.authorUserId ? (findEmployee(item.authorUserId)?.photo ?? null) : null,
        menuName: null,
        menuId: null,
        listId: null,
        linkUrl: item.linkUrl,
        regDate: ageToUnix(now, item.ageMinutes),
      }))
      .sort(byNewest((item) => item.regDate));

  return {
    myArticles: newestPosts(
      postFixtures.filter(
        (post) => post.regUserId === employee.userId && post.enabledFlag !== 0 && inScope(post),
      ),
    ),
    myComments: visibleComments
      .filter(({ comment }) => comment.userId === employee.userId)
      .map(({ comment, post }): PortletComment => ({
        commentId: comment.commentId,
        listId: post.listId,
        menuId: post.menuId,
        menuName: menuName(post.menuId),
        postTitle: post.title,
        content: comment.content,
        regDate: ageToUnix(now, comment.ageMinutes),
        likeCount: comment.likeCount,
      }))
      .sort(byNewest((comment) => comment.regDate)),
    interests: bookmarkFixtures
      .filter((bookmark) => bookmark.userId === employee.userId)
      .sort((a, b) => a.ageMinutes - b.ageMinutes)
      .flatMap((bookmark) => {
        const post = postById.get(bookmark.listId);
        return post && published(post) ? [toPost(post)] : [];
      }),
    notices: newestPosts(postFixtures.filter((post) => post.noticeFlag && published(post))),
    timeline,
    feed: (type: 'COMMUNITY' | 'WORKSPACE' | 'KANBAN' | 'MAIL') =>
      type === 'COMMUNITY' ? communityFeed : externalFeed(type),
  };
}

/**
 * The home feed and portlet calls of `contract/feed.ts` over the fixtures, for whoever the
 * session says is signed in, in their current company and only on boards they may read. Page
 * lists answer `totalCount`; the timeline and the mail tab page by token. A tab the config
 * turns off answers 403, bad queries 400, like the reference server.
 */
export function feedHandlers(options: FeedMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const now = options.now ?? FIXTURE_NOW;

  /** The signed-in user's model and config, or the 401 answer. */
  const context = (request: Request) => {
    const employee = signedInEmployee(session);
    if (!employee) return unauthorized(request);
    const studioId = currentStudioOf(session, employee);
    const config = feedConfigForTenant(options.config ?? feedConfigByStudio[studioId] ?? [], {
      useKanban: cloudInfoForStudio(studioId).useKanban,
    });
    const locale = requestLocale(request);
    return { locale, config, model: feedModel(employee, studioId, locale, now) };
  };
  const empty = options.empty === true;

  const pageHandler = (
    endpoint: typeof myArticlePortlet | typeof myCommentPortlet,
    items: (model: ReturnType<typeof feedModel>) => readonly unknown[],
  ) =>
    endpointHandler(
      endpoint,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = readQuery(request, pageQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const list = empty ? [] : items(ctx.model);
        return HttpResponse.json(pageOfList(list, query.data.page, query.data.limit));
      },
      options,
    );

  return [
    endpointHandler(
      feedConfig,
      ({ request }) => {
        const ctx = context(request);
        return ctx instanceof Response ? ctx : HttpResponse.json(ctx.config);
      },
      options,
    ),
    endpointHandler(
      feedList,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = readQuery(request, feedListQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const { feedType, page, limit, token } = query.data;
        const tab = ctx.config.find((item) => item.feedType === feedType);
        if (tab?.enabledFlag !== '1') {
          return HttpResponse.json(
            metaErrorBody('FORBIDDEN', 'forbidden', 'error.forbidden', ctx.locale),
            { status: 403 },
          );
        }
        if (feedType === 'MAIL') {
          const mail = empty ? [] : ctx.model.feed('MAIL');
          return tokenAnswer(
            tokenPageOfList(mail, token, limit, (item) => item.feedId),
            ctx.locale,
          );
        }
        const types = feedType === 'ALL' ? feedTypesInAll(ctx.config) : [feedType];
        const items = empty
          ? []
          : types.flatMap((type) => ctx.model.feed(type)).sort(byNewest((item) => item.regDate));
        return HttpResponse.json(pageOfList(items, page, limit));
      },
      options,
    ),
    pageHandler(myArticlePortlet, (model) => model.myArticles),
    pageHandler(myCommentPortlet, (model) => model.myComments),
    pageHandler(myInterestsPortlet, (model) => model.interests),
    pageHandler(noticePortlet, (model) => model.notices),
    endpointHandler(
      timelinePortlet,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = readQuery(request, tokenQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const events = empty ? [] : ctx.model.timeline;
        return tokenAnswer(
          tokenPageOfList(events, query.data.token, query.data.limit, (event) => event.eventId),
          ctx.locale,
        );
      },
      options,
    ),
  ];
}
