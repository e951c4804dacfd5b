import { Hono } from 'hono';
import { registerCommuteRoutes } from './commute/routes';
import { registerAbsenteeRoutes } from './absentees/routes';
import { registerEmployeeNewsRoutes } from './employeeNews/routes';
import { registerScheduleRoutes } from './schedule/routes';
import { registerFavouritesRoutes } from './favourites/routes';
import { registerCommandMenuRoutes } from './commandMenus/routes';
import { registerNoticesRoutes } from './notices/routes';
import { registerPreviousDayRoutes } from './previousDay/routes';
import type { MaruDb } from './db/connection';
import { API_PREFIX } from './http/endpoint';
import type { AppEnv } from './http/env';
import { errorResponse } from './http/errors';
import { HEALTH_ROUTES, registerHealthRoutes } from './http/health';
import { hostCheck, type PublicOrigins } from './http/hostCheck';
import { originCheck } from './http/originCheck';
import { securityHeaders } from './http/securityHeaders';
import { compressJson } from './http/compression';
import { requestLimits } from './http/requestLimits';
import { signedInUser } from './http/session';
import { mountStaticSite } from './http/staticSite';
import { registerAuthRoutes } from './routes/auth';
import { registerSessionRoutes } from './routes/session';
import { registerShellRoutes } from './shell/routes';
import { registerFeedRoutes } from './feed/routes';
import { registerBannerRoutes } from './banners/routes';
import { registerSearchRoutes } from './search/routes';
import { registerMemberProfileRoutes } from './memberProfile/routes';
import { registerDirectoryRoutes } from './directory/routes';
import { logger } from './log/logger';
import { answeredRoute, requestLog } from './log/requestLog';

export interface AppOptions {
  db: MaruDb;
  /** The server's clock; tests inject a fixed or stepping one. */
  clock?: () => Date;
  /** Origins besides the server's own that may send writes. */
  allowedOrigins?: readonly string[];
  /** The built portal to serve at `/` (skipped when absent). */
  staticDir?: string;
  /**
   * The origins the server is reached at; requests naming another Host are refused. Empty (the
   * tests) accepts the request's own Host. `main.ts` passes `MARU_PUBLIC_ORIGIN` or the address
   * it listens on.
   */
  publicOrigins?: PublicOrigins;
  /** Trust `X-Forwarded-Proto` from a TLS-terminating proxy (Secure `__Host-` cookie, HSTS). */
  trustProxy?: boolean;
  /** True once shutdown began (`main.ts`): `/readyz` answers 503 so traffic moves elsewhere. */
  draining?: () => boolean;
}

/**
 * The reference server as a Hono app, with no port: `main.ts` serves it, tests call
 * `app.request()`. Order matters: the request log (so every answer is logged), headers, JSON
 * compression (`http/compression.ts`, on the finished answer), the health probes (before the
 * host check: probes come by address), the host check, then the write-origin check (before
 * anything can be written), then the request size limits, then the routes, each behind the
 * guard it declares (`http/guards.ts`: the session, then the caller's right to the thing asked
 * for).
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, clock = () => new Date(), allowedOrigins = [] } = options;
  const app = new Hono<AppEnv>();

  app.use('*', requestLog({ quietRoutes: HEALTH_ROUTES }));
  app.use('*', securityHeaders());
  app.use('*', compressJson());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', Math.floor(clock().getTime() / 1000));
    c.set('trustProxy', options.trustProxy ?? false);
    return next();
  });
  registerHealthRoutes(app, { db, draining: options.draining });
  app.use('*', hostCheck(options.publicOrigins));
  app.use('*', originCheck(allowedOrigins, options.publicOrigins));
  app.use(`${API_PREFIX}/*`, requestLimits());

  registerAuthRoutes(app);
  registerSessionRoutes(app);
  registerCommuteRoutes(app);
  registerFavouritesRoutes(app);
  registerCommandMenuRoutes(app);
  registerPreviousDayRoutes(app);
  registerShellRoutes(app);
  registerFeedRoutes(app);
  registerBannerRoutes(app);
  registerNoticesRoutes(app);
  registerAbsenteeRoutes(app);
  registerEmployeeNewsRoutes(app);
  registerScheduleRoutes(app);
  registerDirectoryRoutes(app);
  registerSearchRoutes(app);
  registerMemberProfileRoutes(app);

  // An unknown API path: 401 to a caller without a session too, so the answer does not map
  // which paths exist; a signed-in caller learns it is not there.
  app.all(`${API_PREFIX}/*`, async (c) =>
    (await signedInUser(c))
      ? errorResponse(c, 404, 'server.notFound', 'notFound')
      : errorResponse(c, 401, 'error.unauthorized', 'unauthorized'),
  );
  if (options.staticDir) mountStaticSite(app, options.staticDir);

  app.onError((error, c) => {
    logger().error({
      event: 'unhandledError',
      err: error,
      method: c.req.method,
      route: answeredRoute(c),
    });
    return errorResponse(c, 500, 'error.unknown', 'server');
  });
  return app;
}
