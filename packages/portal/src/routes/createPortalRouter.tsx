import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import { PortalFrame } from './PortalFrame';
import { RouteErrorScreen } from './RouteErrorScreen';
import { SessionLoadingScreen } from './SessionStatusScreen';
import { portalRoutes, routeMeta } from './routeTable';
import type { PortalRoute, RouteMeta } from './routeTypes';

/** The route table as react-router objects: each page lazy, its metadata as the `handle`. */
export function toRouteObjects(routes: readonly PortalRoute[]): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    handle: routeMeta(route),
    lazy: route.load,
  }));
}

/** The one root route: the frame (title, session gate, layout) around every page. */
export function portalRouteTree(routes: readonly PortalRoute[] = portalRoutes): RouteObject[] {
  return [
    {
      element: <PortalFrame />,
      errorElement: <RouteErrorScreen />,
      // Shown while the first page's lazy module arrives.
      hydrateFallbackElement: <SessionLoadingScreen />,
      children: toRouteObjects(routes),
    },
  ];
}

/** The metadata of the route a path shows, e.g. to tell whether it is public. */
export function metaForPath(
  pathname: string,
  routes: readonly PortalRoute[] = portalRoutes,
): RouteMeta | null {
  const matches = matchRoutes(toRouteObjects(routes), pathname);
  return (matches?.at(-1)?.route.handle as RouteMeta | undefined) ?? null;
}

/** History-mode router for the browser (spec 01 §2: all routes use history mode). */
export function createPortalRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(portalRouteTree());
}

/** The same routes in memory, for tests. */
export function createPortalMemoryRouter(
  initialEntries: string[],
  routes: readonly PortalRoute[] = portalRoutes,
): ReturnType<typeof createMemoryRouter> {
  return createMemoryRouter(portalRouteTree(routes), { initialEntries });
}
