import { Hono } from 'hono';
import { LOGIN_REDIRECT_PATH, cloudInfo, signIn, signOut } from '@maru/api';
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
import { originCheck } from './http/originCheck';
import { securityHeaders } from './http/securityHeaders';
import { requireSession } from './http/session';
import { mountStaticSite } from './http/staticSite';
import { registerAuthRoutes } from './routes/auth';
import { registerSessionRoutes } from './routes/session';
import { registerShellRoutes } from './shell/routes';
import { registerFeedRoutes } from './feed/routes';
import { registerBannerRoutes } from './banners/routes';
import { registerSearchRoutes } from './search/routes';
import { registerMemberProfileRoutes } from './memberProfile/routes';
import { registerDirectoryRoutes } from './directory/routes';

export interface AppOptions {
  db: MaruDb;
  /** The server's clock; tests inject a fixed or stepping one. */
  clock?: () => Date;
  /** Origins besides the server's own that may send writes. */
  allowedOrigins?: readonly string[];
  /** The built portal to serve at `/` (skipped when absent). */
  staticDir?: string;
}

/** Calls that work without a session: the sign-in flow and the tenant's cloud info. */
const ANONYMOUS_ROUTES: ReadonlySet<string> = new Set(
  [cloudInfo, signIn, signOut]
    .map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`)
    .concat(`GET ${API_PREFIX}${LOGIN_REDIRECT_PATH}`),
);

/**
 * The reference server as a Hono app, with no port: `main.ts` serves it, tests call
 * `app.request()`. Order matters: headers, then the write-origin check (before anything can
 * be written), then the session check, then the routes.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, clock = () => new Date(), allowedOrigins = [] } = options;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('now', Math.floor(clock().getTime() / 1000));
    return next();
  });
  app.use('*', originCheck(allowedOrigins));
  app.use(`${API_PREFIX}/*`, requireSession(ANONYMOUS_ROUTES));

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

  app.all(`${API_PREFIX}/*`, (c) => errorResponse(c, 404, 'server.notFound', 'notFound'));
  if (options.staticDir) mountStaticSite(app, options.staticDir);

  app.onError((error, c) => {
    console.error(error);
    return errorResponse(c, 500, 'error.unknown', 'server');
  });
  return app;
}
