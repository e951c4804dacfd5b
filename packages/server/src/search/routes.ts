import type { Hono } from 'hono';
import {
  menuSearch,
  postSearch,
  postSearchCounts,
  unifiedSearch,
  userSearch,
  userSearchCounts,
} from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { viewerOf } from '../posts/viewer';
import { countMembersByDepartment, departmentsOf, findMembers } from './members';
import { findMenus } from './menus';
import { flushPostGrams } from './indexing';
import { countPostsByMenu, findPosts } from './posts';

const pageOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

/**
 * Unified and detail search (spec 01 §2, §3, §5, §7). The contract's schemas already refused
 * an empty keyword, a backslash, unknown filters and an incomplete custom period (400, before
 * anything runs); every answer is scoped here to the signed-in user's current company and to
 * the boards they may read, whatever the client sent. Paging is in the body (`totalHits`,
 * `page`, `limit`).
 */
export function registerSearchRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, unifiedSearch, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    const db = c.get('db');
    const keyword = query.searchText;
    const scope = { studioId: viewer.studioId };
    const posts = {
      keyword,
      period: 'all',
      searchTargets: 'all',
      contentEmbedType: 'all',
      attachFileType: 'all',
      sort: 'date',
    } as const;
    const first = { offset: 0, limit: query.size };
    const users = await findMembers(db, keyword, scope, first, viewer.locale);
    await flushPostGrams(db);
    const found = await findPosts(db, viewer, posts, first, c.get('now'));
    return {
      userSearchResult: { users: users.items, userTotalHits: users.total },
      postSearchResult: { posts: found.items, postTotalHits: found.total },
    };
  });

  registerEndpoint(app, userSearch, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    const db = c.get('db');
    const departments = await departmentsOf(db, viewer.studioId);
    const organizationId = query.userMenuSelectKey;
    // Another company's department (or none) finds nobody: the scope is the server's.
    if (organizationId !== undefined && !departments.some((d) => d.dl_id === organizationId)) {
      return { items: [], totalHits: 0, page: query.page, limit: query.limit };
    }
    const scope =
      organizationId === undefined
        ? { studioId: viewer.studioId }
        : { studioId: viewer.studioId, organizationId };
    const found = await findMembers(db, query.keyword, scope, pageOf(query), viewer.locale);
    return { items: found.items, totalHits: found.total, page: query.page, limit: query.limit };
  });

  registerEndpoint(app, userSearchCounts, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    return countMembersByDepartment(c.get('db'), query.keyword, viewer.studioId, viewer.locale);
  });

  registerEndpoint(app, postSearch, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    const db = c.get('db');
    await flushPostGrams(db);
    const found = await findPosts(db, viewer, query, pageOf(query), c.get('now'));
    return { items: found.items, totalHits: found.total, page: query.page, limit: query.limit };
  });

  registerEndpoint(app, postSearchCounts, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    await flushPostGrams(c.get('db'));
    return countPostsByMenu(c.get('db'), viewer, query, c.get('now'));
  });

  registerEndpoint(app, menuSearch, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    const menus = await findMenus(c.get('db'), viewer.employee, query.keyword, viewer.locale);
    const { offset, limit } = pageOf(query);
    return {
      items: menus.slice(offset, offset + limit),
      totalHits: menus.length,
      page: query.page,
      limit: query.limit,
    };
  });
}
