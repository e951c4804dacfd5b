import type { Hono } from 'hono';
import type { AppEnv } from './env';
import type { Guard, GuardKind } from './guards';

/** One registered API route and the guard it declared. */
export interface DeclaredRoute {
  method: string;
  path: string;
  kind: GuardKind;
  rule: string;
}

const declared = new WeakMap<Hono<AppEnv>, Map<string, DeclaredRoute>>();

/**
 * Records the guard a route declares. Every API route is registered through
 * `registerEndpoint` or `registerRoute`, which call this; `routes.guards.test.ts` compares
 * Hono's own route list with these declarations, so a route mounted any other way fails it.
 */
export function declareRoute(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  guard: Guard<never>,
): void {
  const routes = declared.get(app) ?? new Map<string, DeclaredRoute>();
  declared.set(app, routes);
  const key = `${method} ${path}`;
  if (routes.has(key)) throw new Error(`route ${key} is registered twice`);
  routes.set(key, { method, path, kind: guard.kind, rule: guard.rule });
}

/** The declarations of an app, in registration order. */
export function declaredRoutes(app: Hono<AppEnv>): DeclaredRoute[] {
  return [...(declared.get(app)?.values() ?? [])];
}
