import { matchRoutes, type RouteObject } from 'react-router-dom';
import { portalRoutes, routeMeta } from './routeTable';
import type { PortalRoute, RouteMeta } from './routeTypes';

type MetaRoute = RouteObject & { meta: RouteMeta };

// One matcher list per table, so a path's metadata keeps its identity between renders.
const matchers = new WeakMap<readonly PortalRoute[], MetaRoute[]>();

function metaRoutes(routes: readonly PortalRoute[]): MetaRoute[] {
  let list = matchers.get(routes);
  if (!list) {
    list = routes.map((route) => ({ path: route.path, meta: routeMeta(route) }));
    matchers.set(routes, list);
  }
  return list;
}

/** The route a path shows, with the values of its parameters (e.g. `menuId`). */
export interface RouteMatch {
  meta: RouteMeta;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The route a path shows and its parameters: what the per-route access check needs (spec 01
 * §4: a route with `:menuId` asks for that menu's events). `<Routes>` ranks the same paths the
 * same way, so this is the route it renders.
 */
export function matchForPath(
  pathname: string,
  routes: readonly PortalRoute[] = portalRoutes,
): RouteMatch | null {
  const match = matchRoutes(metaRoutes(routes), pathname)?.at(-1);
  return match ? { meta: match.route.meta, params: match.params } : null;
}

/** The metadata of the route a path shows (title, layout, channel, menu area, access). */
export function metaForPath(
  pathname: string,
  routes: readonly PortalRoute[] = portalRoutes,
): RouteMeta | null {
  return matchForPath(pathname, routes)?.meta ?? null;
}

/**
 * Whether a route's page needs a signed-in session: every route but the public ones (sign-in,
 * sign-out, not found, and so an unknown address). The session start asks with it whether an
 * anonymous visitor goes to the login redirect (`main.tsx` and `PortalFrame`).
 */
export function needsSession(meta: RouteMeta | null | undefined): boolean {
  return meta?.access !== 'public';
}
