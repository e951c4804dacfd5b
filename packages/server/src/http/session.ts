import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE, sessionUser } from '../auth/sessions';
import type { AppEnv } from './env';
import { errorResponse } from './errors';

/**
 * Requires a live session on every API route except the `anonymous` ones (`METHOD path`,
 * e.g. `GET /api/cloud/info/`); sets `userId` for the handlers. 401 with the catalogue's
 * unauthorized text otherwise, which the client turns into "go to sign-in".
 */
export function requireSession(anonymous: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (anonymous.has(`${c.req.method} ${c.req.path}`)) return next();
    const userId = await sessionUser(c.get('db'), getCookie(c, SESSION_COOKIE), c.get('now'));
    if (!userId) return errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
    c.set('userId', userId);
    return next();
  };
}
