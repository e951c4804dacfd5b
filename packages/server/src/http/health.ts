import type { Context, Hono } from 'hono';
import type { MaruDb } from '../db/connection';
import { logger } from '../log/logger';
import type { AppEnv } from './env';
import { guards } from './guards';
import { databaseNotReady } from './healthChecks';
import { declareRoute } from './routeRegistry';

/** The probes, outside `/api` where orchestrators look for them. */
export const HEALTH_ROUTES = ['/healthz', '/readyz'] as const;

export interface HealthOptions {
  db: MaruDb;
  /** True once shutdown began: not ready, so a load balancer stops sending new requests. */
  draining?: () => boolean;
}

/** A status word and nothing else; never stored by a cache between the probe and the server. */
function statusWord(c: Context<AppEnv>, ok: boolean): Response {
  c.header('Cache-Control', 'no-store');
  return c.text(ok ? 'ok' : 'unavailable', ok ? 200 : 503);
}

/**
 * `GET /healthz`: the process is alive and serving (200 `ok`, without touching the database).
 * `GET /readyz`: ready for traffic: the database answers and has run exactly the migrations of
 * this build, and shutdown has not begun (200 `ok`, else 503 `unavailable`; why is logged).
 *
 * Anonymous, and registered before the host check: a load balancer or an orchestrator probes
 * by the instance's address, not the public name. They reveal only "up" or "not", so answering
 * any Host gives DNS rebinding nothing to read.
 */
export function registerHealthRoutes(app: Hono<AppEnv>, { db, draining }: HealthOptions): void {
  const [healthz, readyz] = HEALTH_ROUTES;
  declareRoute(app, 'GET', healthz, guards.anonymous);
  app.get(healthz, (c) => statusWord(c, true));

  declareRoute(app, 'GET', readyz, guards.anonymous);
  app.get(readyz, async (c) => {
    const reason = draining?.() ? 'draining' : await databaseNotReady(db);
    if (reason !== null) logger().warn({ event: 'notReady', reason });
    return statusWord(c, reason === null);
  });
}
