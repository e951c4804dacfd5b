import type { Hono } from 'hono';
import { feedConfig, feedList, feedTypesInAll } from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { cursorOf, registerPortletRoutes } from '../posts/routes';
import { viewerOf } from '../posts/viewer';
import { feedConfigOf, feedPage, mailPage } from './repository';

/**
 * The home feed: its tabs (`GET /portal/feed/config`, spec 01 §7) and one page of a tab
 * (`GET /portal/feed/list`, path chosen by us), plus the home portlets' lists. A tab the config
 * turns off is refused (403) even when asked directly: the server decides, not the tabs shown.
 */
export function registerFeedRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, feedConfig, guards.signedIn, async ({ c }) => {
    const viewer = await viewerOf(c);
    return viewer instanceof Response ? viewer : feedConfigOf(c.get('db'), viewer);
  });

  registerEndpoint(app, feedList, guards.signedIn, async ({ query, c }) => {
    const cursor = cursorOf(c, query.token);
    if (cursor instanceof Response) return cursor;
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    const db = c.get('db');
    const config = await feedConfigOf(db, viewer);
    const tab = config.find((item) => item.feedType === query.feedType);
    if (tab?.enabledFlag !== '1') return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    if (query.feedType === 'MAIL') return mailPage(db, viewer, { limit: query.limit, cursor });
    const types = query.feedType === 'ALL' ? feedTypesInAll(config) : [query.feedType];
    return feedPage(db, viewer, types, query);
  });

  registerPortletRoutes(app);
}
