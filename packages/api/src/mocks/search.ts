import { HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  effectiveSearchTarget,
  HIGHLIGHT_LIST_SEPARATOR,
  highlightsOf,
  MENU_PATH_SEPARATOR,
  menuSearch,
  menuSearchQuerySchema,
  postNumberOf,
  postSearch,
  postSearchQuerySchema,
  postSearchCounts,
  postSearchCountsQuerySchema,
  searchPeriodRange,
  searchPreview,
  searchTermsOf,
  SIDE_MENU_KEYS,
  unifiedSearch,
  unifiedSearchQuerySchema,
  userSearch,
  userSearchQuerySchema,
  userSearchCounts,
  userSearchCountsQuerySchema,
  type DepartmentSearchCount,
  type Locale,
  type MenuNode,
  type MenuSearchItem,
  type PostSearchItem,
  type PostSearchSort,
  type UserSearchItem,
} from '../contract';
import { DEFAULT_TIME_ZONE } from '../dates';
import { issueText } from '../errors';
import { departmentNameOf, type Employee } from '../domain';
import {
  activeEmployees,
  ageToUnix,
  attachmentsOf,
  commentFixtures,
  departments,
  findDepartment,
  findEmployee,
  FIXTURE_NOW,
  menuEventsFor,
  menuNames,
  postEmbedFixtures,
  postFixtures,
  sideMenuFor,
  topMenusFor,
  type PostFixture,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { validationErrorBody } from './errorBodies';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';

/*
 * Unified and detail search over the fixtures, with the reference server's rules: the same
 * schemas, the same keyword words and highlights, the current company and readable boards
 * only, published posts plus the user's own drafts. Matching is a plain substring test (the
 * server's trigram index finds the same substrings); the plain attachment-name search matches
 * word starts, as the server's word index does.
 */

export interface SearchMockOptions extends MockBaseOptions {
  /** The signed-in user, shared with the session handlers; default a fresh minjun.kim session. */
  session?: MockSession;
  /** The mocks' "now" in unix seconds (post ages count back from it); default FIXTURE_NOW. */
  now?: number;
  /** Every search call answers 500 (the error states). */
  fail?: boolean;
}

type Filters = z.output<typeof postSearchQuerySchema>;

const includes = (text: string, term: string) =>
  text.toLocaleLowerCase().includes(term.toLocaleLowerCase());
/** Every word somewhere in the texts. */
const allWordsIn = (texts: readonly string[], terms: readonly string[]) =>
  terms.every((term) => texts.some((text) => includes(text, term)));
/** Every word at the start of a word of the texts (the server's unicode61 prefix search). */
const allWordStartsIn = (texts: readonly string[], terms: readonly string[]) => {
  const words = texts.flatMap((text) => text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u));
  return terms.every((term) => {
    const parts = term
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    return parts.length > 0 && parts.every((part) => words.some((word) => word.startsWith(part)));
  });
};

// ---- members ---------------------------------------------------------------------------------

interface MemberPost {
  employee: Employee;
  organizationId: string;
  dutyDesc: string;
}

/** Each active member's posts in a company, the main one first (spec 01 §3: no retired). */
function memberPostsIn(studioId: string): MemberPost[] {
  return activeEmployees.flatMap((employee) => [
    ...(employee.studioId === studioId
      ? [{ employee, organizationId: employee.organizationId, dutyDesc: employee.dutyDesc }]
      : []),
    ...employee.subDepartments
      .filter((sub) => sub.studioId === studioId)
      .map((sub) => ({ employee, organizationId: sub.organizationId, dutyDesc: sub.dutyDesc })),
  ]);
}

function memberMatches(post: MemberPost, terms: readonly string[]): boolean {
  const department = findDepartment(post.organizationId);
  return allWordsIn(
    [
      post.employee.userName,
      post.employee.userNameEn,
      post.employee.email,
      department?.dlName ?? '',
      department?.dlNameEn ?? '',
    ],
    terms,
  );
}

/** Matching posts, each member once (their first matching post), server order. */
function findMembers(keyword: string, studioId: string, within?: ReadonlySet<string>) {
  const terms = searchTermsOf(keyword);
  const seen = new Set<string>();
  const hits = memberPostsIn(studioId).filter((post) => {
    if (within && !within.has(post.organizationId)) return false;
    if (seen.has(post.employee.userId) || !memberMatches(post, terms)) return false;
    seen.add(post.employee.userId);
    return true;
  });
  const rank = (post: MemberPost) =>
    post.employee.userName === keyword ? 0 : post.employee.userName.startsWith(keyword) ? 1 : 2;
  return hits.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.employee.userName.localeCompare(b.employee.userName) ||
      a.employee.userId.localeCompare(b.employee.userId),
  );
}

function userItem(post: MemberPost, keyword: string, locale: Locale): UserSearchItem {
  const department = findDepartment(post.organizationId);
  const organizationName = department ? departmentNameOf(department, locale) : '';
  const { employee } = post;
  return {
    userId: employee.userId,
    userName: employee.userName,
    userNameEn: employee.userNameEn,
    userPhoto: employee.photo,
    email: employee.email,
    organizationId: post.organizationId,
    organizationName,
    dutyDesc: post.dutyDesc,
    highlights: highlightsOf(
      {
        userName: employee.userName,
        userNameEn: employee.userNameEn,
        email: employee.email,
        organizationName,
      },
      keyword,
    ),
  };
}

function subtreeOf(rootId: string, studioId: string): Set<string> {
  const inCompany = departments.filter((department) => department.studioId === studioId);
  const ids = inCompany.some((department) => department.dlId === rootId) ? [rootId] : [];
  for (let index = 0; index < ids.length; index += 1) {
    for (const department of inCompany) {
      if (department.parentId === ids[index]) ids.push(department.dlId);
    }
  }
  return new Set(ids);
}

function departmentCounts(
  keyword: string,
  studioId: string,
  locale: Locale,
): DepartmentSearchCount[] {
  const terms = searchTermsOf(keyword);
  const inCompany = departments
    .filter((department) => department.studioId === studioId)
    .sort((a, b) => a.sortNo - b.sortNo || a.dlId.localeCompare(b.dlId));
  const members = new Map(inCompany.map((department) => [department.dlId, new Set<string>()]));
  for (const post of memberPostsIn(studioId)) {
    if (!memberMatches(post, terms)) continue;
    for (let at: string | null | undefined = post.organizationId; at;) {
      members.get(at)?.add(post.employee.userId);
      at = findDepartment(at)?.parentId;
    }
  }
  const build = (parentId: string | null): DepartmentSearchCount[] =>
    inCompany
      .filter((department) => department.parentId === parentId)
      .map((department) => ({
        organizationId: department.dlId,
        organizationName: departmentNameOf(department, locale),
        searchCount: members.get(department.dlId)?.size ?? 0,
        children: build(department.dlId),
      }));
  return build(null);
}

// ---- posts -----------------------------------------------------------------------------------

/** What each scope searches (the server's TARGET_COLUMNS). */
function textsFor(post: PostFixture, target: string, author: Employee | undefined): string[] {
  const body = plainBody(post);
  const comments = commentFixtures
    .filter((comment) => comment.listId === post.listId && comment.enabledFlag === 1)
    .map((comment) => comment.content);
  const attachments = attachmentsOf(post.listId).map((attachment) => attachment.fileName);
  const authorNames = author ? [author.userName, author.userNameEn] : [];
  const scopes: Record<string, string[]> = {
    all: [post.title, body, ...authorNames, ...comments, ...post.tags, ...attachments],
    titleBody: [post.title, body],
    title: [post.title],
    body: [body],
    author: authorNames,
    comment: comments,
    tag: post.tags,
    attachmentKo: attachments,
  };
  return scopes[target] ?? [];
}

function postMatches(post: PostFixture, filters: Filters, author: Employee | undefined): boolean {
  const target = effectiveSearchTarget(filters.searchTargets, filters.keyword);
  const terms = searchTermsOf(filters.keyword);
  if (target === 'postNumber') return postNumberOf(filters.keyword) === post.listId;
  if (target === 'attachment') {
    return allWordStartsIn(
      attachmentsOf(post.listId).map((attachment) => attachment.fileName),
      terms,
    );
  }
  return allWordsIn(textsFor(post, target, author), terms);
}

function plainBody(post: PostFixture): string {
  return post.contentHtml
    .replace(/<\/p>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .trim();
}

function findPosts(
  viewer: Employee,
  studioId: string,
  filters: Filters,
  now: number,
  withMenu: boolean,
): PostFixture[] {
  const range = searchPeriodRange(filters.period, now, DEFAULT_TIME_ZONE, filters);
  return postFixtures.filter((post) => {
    const createdAt = ageToUnix(now, post.ageMinutes);
    return (
      post.studioId === studioId &&
      menuEventsFor(viewer, post.menuId).includes('R') &&
      (post.enabledFlag === 1 || (post.enabledFlag === 9 && post.regUserId === viewer.userId)) &&
      (range.from === null || createdAt >= range.from) &&
      (range.to === null || createdAt < range.to) &&
      (filters.contentEmbedType === 'all' ||
        postEmbedFixtures.some(
          (embed) => embed.listId === post.listId && embed.mediaType === filters.contentEmbedType,
        )) &&
      (filters.attachFileType === 'all' ||
        attachmentsOf(post.listId).some(
          (attachment) => attachment.fileType === filters.attachFileType,
        )) &&
      (!withMenu || filters.menuIdField === undefined || post.menuId === filters.menuIdField) &&
      postMatches(post, filters, findEmployee(post.regUserId))
    );
  });
}

const liveComments = (listId: number) =>
  commentFixtures.filter((comment) => comment.listId === listId && comment.enabledFlag === 1)
    .length;

function sortPosts(posts: PostFixture[], sort: PostSearchSort): PostFixture[] {
  const key: Record<PostSearchSort, (post: PostFixture) => number> = {
    date: () => 0,
    like: (post) => post.likeCount,
    view: (post) => post.viewCount,
    comment: (post) => liveComments(post.listId),
  };
  return [...posts].sort(
    (a, b) => key[sort](b) - key[sort](a) || a.ageMinutes - b.ageMinutes || b.listId - a.listId,
  );
}

function postItem(post: PostFixture, keyword: string, now: number, locale: Locale): PostSearchItem {
  const author = findEmployee(post.regUserId);
  const department = author ? findDepartment(author.organizationId) : undefined;
  const attachmentNames = attachmentsOf(post.listId).map((attachment) => attachment.fileName);
  const previewContentText = searchPreview(plainBody(post), searchTermsOf(keyword));
  const regUserName = author?.userName ?? '';
  return {
    listId: post.listId,
    menuId: post.menuId,
    menuName: menuNames[post.menuId]?.[locale] ?? '',
    title: post.title,
    previewContentText,
    regUserId: post.regUserId,
    regUserName,
    regUserOrganizationName: department ? departmentNameOf(department, locale) : '',
    regDate: ageToUnix(now, post.ageMinutes),
    enabledFlag: post.enabledFlag,
    likeCount: post.likeCount,
    viewCount: post.viewCount,
    commentCount: liveComments(post.listId),
    tags: post.tags,
    attachmentNames,
    highlights: highlightsOf(
      {
        title: post.title,
        previewContentText,
        regUserName,
        tags: post.tags.join(HIGHLIGHT_LIST_SEPARATOR),
        attachmentNames: attachmentNames.join(HIGHLIGHT_LIST_SEPARATOR),
      },
      keyword,
    ),
  };
}

function boardsOf(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [
    ...(node.menuTypeCode === 'board' ? [node] : []),
    ...boardsOf(node.children),
  ]);
}

// ---- menus -----------------------------------------------------------------------------------

function findMenus(viewer: Employee, keyword: string, locale: Locale): MenuSearchItem[] {
  const terms = searchTermsOf(keyword);
  const trees = [
    sideMenuFor(SIDE_MENU_KEYS.community, viewer, locale),
    sideMenuFor(SIDE_MENU_KEYS.ess, viewer, locale),
    sideMenuFor(SIDE_MENU_KEYS.admin, viewer, locale),
    topMenusFor(viewer, locale),
  ];
  const found: MenuSearchItem[] = [];
  const seen = new Set<number>();
  const walk = (nodes: readonly MenuNode[], path: readonly string[]) => {
    for (const node of nodes) {
      const names = [...path, node.menuName];
      const allNames = Object.values(menuNames[node.menuId] ?? { ko: node.menuName });
      if (node.folderFlag !== '1' && !seen.has(node.menuId) && allWordsIn(allNames, terms)) {
        seen.add(node.menuId);
        const menuPath = names.join(MENU_PATH_SEPARATOR);
        found.push({
          menuId: node.menuId,
          menuName: node.menuName,
          menuPath,
          system: node.system,
          urlPath: node.urlPath,
          linkType: node.linkType,
          linkUrl: node.linkUrl,
          highlights: highlightsOf({ menuName: node.menuName, menuPath }, keyword),
        });
      }
      walk(node.children, names);
    }
  };
  for (const tree of trees) walk(tree, []);
  return found;
}

// ---- handlers --------------------------------------------------------------------------------

/** The query parsed like the server does, or its 400 (messages in the request's language). */
function parseQuery<S extends z.ZodMiniType>(request: Request, schema: S, locale: Locale) {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path : ['query'],
    message: issueText(issue.message, locale),
  }));
  return {
    ok: false as const,
    response: HttpResponse.json(validationErrorBody(issues, locale), { status: 400 }),
  };
}

const pageOf = <T>(items: readonly T[], page: number, limit: number) => ({
  items: items.slice((page - 1) * limit, page * limit),
  totalHits: items.length,
  page,
  limit,
});

/** The search calls (spec 01 §7 and the detail paths chosen by us) over the fixtures. */
export function searchHandlers(options: SearchMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const now = options.now ?? FIXTURE_NOW;

  /** Who asks, in which company and language; or the 401 / failure answer. */
  const context = (request: Request) => {
    if (options.fail) return new HttpResponse(null, { status: 500 });
    const viewer = signedInEmployee(session);
    if (!viewer) return unauthorized(request);
    return { viewer, studioId: currentStudioOf(session, viewer), locale: requestLocale(request) };
  };

  const defaults = (keyword: string): Filters => ({
    keyword,
    period: 'all',
    searchTargets: 'all',
    contentEmbedType: 'all',
    attachFileType: 'all',
    sort: 'date',
    page: 1,
    limit: 10,
  });

  return [
    endpointHandler(
      unifiedSearch,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, unifiedSearchQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const { searchText, size } = query.data;
        const users = findMembers(searchText, ctx.studioId);
        const posts = sortPosts(
          findPosts(ctx.viewer, ctx.studioId, defaults(searchText), now, true),
          'date',
        );
        return HttpResponse.json({
          userSearchResult: {
            users: users.slice(0, size).map((post) => userItem(post, searchText, ctx.locale)),
            userTotalHits: users.length,
          },
          postSearchResult: {
            posts: posts.slice(0, size).map((post) => postItem(post, searchText, now, ctx.locale)),
            postTotalHits: posts.length,
          },
        });
      },
      options,
    ),
    endpointHandler(
      userSearch,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, userSearchQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const { keyword, userMenuSelectKey, page, limit } = query.data;
        const within =
          userMenuSelectKey === undefined ? undefined : subtreeOf(userMenuSelectKey, ctx.studioId);
        const items = findMembers(keyword, ctx.studioId, within).map((post) =>
          userItem(post, keyword, ctx.locale),
        );
        return HttpResponse.json(pageOf(items, page, limit));
      },
      options,
    ),
    endpointHandler(
      userSearchCounts,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, userSearchCountsQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(departmentCounts(query.data.keyword, ctx.studioId, ctx.locale));
      },
      options,
    ),
    endpointHandler(
      postSearch,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, postSearchQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const filters = query.data;
        const items = sortPosts(
          findPosts(ctx.viewer, ctx.studioId, filters, now, true),
          filters.sort,
        ).map((post) => postItem(post, filters.keyword, now, ctx.locale));
        return HttpResponse.json(pageOf(items, filters.page, filters.limit));
      },
      options,
    ),
    endpointHandler(
      postSearchCounts,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, postSearchCountsQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const filters: Filters = { ...defaults(query.data.keyword), ...query.data };
        const hits = findPosts(ctx.viewer, ctx.studioId, filters, now, false);
        const boards = boardsOf(sideMenuFor(SIDE_MENU_KEYS.community, ctx.viewer, ctx.locale));
        return HttpResponse.json(
          boards.map((board) => ({
            menuId: board.menuId,
            menuName: board.menuName,
            searchCount: hits.filter((post) => post.menuId === board.menuId).length,
          })),
        );
      },
      options,
    ),
    endpointHandler(
      menuSearch,
      ({ request }) => {
        const ctx = context(request);
        if (ctx instanceof Response) return ctx;
        const query = parseQuery(request, menuSearchQuerySchema, ctx.locale);
        if (!query.ok) return query.response;
        const { keyword, page, limit } = query.data;
        return HttpResponse.json(pageOf(findMenus(ctx.viewer, keyword, ctx.locale), page, limit));
      },
      options,
    ),
  ];
}
