import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/env';
import { logger } from './logger';

/*
 * One line per request: method, route pattern, status, duration and the signed-in user. Only
 * what names the kind of request: the route pattern (`/api/members/:userId`), never the URL's
 * values or query string (a return URL, a search), a header (the cookie) or the body (a
 * password).
 */

/** The pattern of the route that answered (`/*` for the portal's pages and files). */
export function answeredRoute(c: Context<AppEnv>): string {
  return routePath(c) || '/*';
}

export interface RequestLogOptions {
  /**
   * Routes logged at `debug` instead of `info`: the health probes, which a load balancer calls
   * every few seconds and would otherwise drown the log.
   */
  quietRoutes?: readonly string[];
}

/** Mount first, so refusals by the host and origin checks are logged too. */
export function requestLog({
  quietRoutes = [],
}: RequestLogOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const route = answeredRoute(c);
    const level = status >= 500 ? 'error' : quietRoutes.includes(route) ? 'debug' : 'info';
    const log = logger();
    if (!log.isLevelEnabled(level)) return;
    log[level]({
      event: 'request',
      method: c.req.method,
      route,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('userId'),
    });
  };
}
