import type { Context, Hono } from 'hono';
import {
  myArticlePortlet,
  myCommentPortlet,
  myInterestsPortlet,
  noticePortlet,
  timelinePortlet,
} from '@maru/api';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { messageText } from '../http/messages';
import { decodeCursor, type Cursor } from './cursor';
import { myArticles, myComments, myInterests, notices, timeline } from './repository';
import { viewerOf } from './viewer';

/**
 * The cursor in a token query, null without a token, or the 400 answer for a token this server
 * never issued (nothing is read with it).
 */
export function cursorOf(c: Context<AppEnv>, token: string | undefined): Cursor | null | Response {
  if (token === undefined) return null;
  const cursor = decodeCursor(token);
  if (cursor) return cursor;
  const message = messageText('error.invalidRequest', requestLocale(c.req.header('Lang')));
  return errorResponse(c, 400, 'error.invalidRequest', 'validation', [{ field: 'token', message }]);
}

/**
 * The home portlets' lists (paths chosen by us, see docs/widgets-feed.md), always for the
 * signed-in user in their current company and only from boards they may read.
 */
export function registerPortletRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, myArticlePortlet, guards.self, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    return viewer instanceof Response ? viewer : myArticles(c.get('db'), viewer, query);
  });

  registerEndpoint(app, myCommentPortlet, guards.self, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    return viewer instanceof Response ? viewer : myComments(c.get('db'), viewer, query);
  });

  registerEndpoint(app, myInterestsPortlet, guards.self, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    return viewer instanceof Response ? viewer : myInterests(c.get('db'), viewer, query);
  });

  registerEndpoint(app, noticePortlet, guards.signedIn, async ({ query, c }) => {
    const viewer = await viewerOf(c);
    return viewer instanceof Response ? viewer : notices(c.get('db'), viewer, query);
  });

  registerEndpoint(app, timelinePortlet, guards.signedIn, async ({ query, c }) => {
    const cursor = cursorOf(c, query.token);
    if (cursor instanceof Response) return cursor;
    const viewer = await viewerOf(c);
    if (viewer instanceof Response) return viewer;
    return timeline(c.get('db'), viewer, { limit: query.limit, cursor });
  });
}
