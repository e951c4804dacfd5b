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

/**
 * The metadata of the route a path shows (title, layout, channel, access). `<Routes>` ranks the
 * same paths the same way, so this is the route it renders.
 */
export function metaForPath(
  pathname: string,
  routes: readonly PortalRoute[] = portalRoutes,
): RouteMeta | null {
  return matchRoutes(metaRoutes(routes), pathname)?.at(-1)?.route.meta ?? null;
}
