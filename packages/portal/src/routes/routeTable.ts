import { communityRoutes } from './community/communityRoutes';
import { essRoutes } from './ess/essRoutes';
import { homeRoutes } from './home/homeRoutes';
import { logoutRoutes } from './logout/logoutRoutes';
import { notFoundRoutes } from './notFound/notFoundRoutes';
import type { PortalRoute, RouteMeta, RouteName } from './routeTypes';
import { signInRoutes } from './signin/signInRoutes';

/** The portal's route table, assembled from each area's slice; the catch-all stays last. */
export const portalRoutes: readonly PortalRoute[] = [
  ...homeRoutes,
  ...signInRoutes,
  ...logoutRoutes,
  ...essRoutes,
  ...communityRoutes,
  ...notFoundRoutes,
];

/** The path of a named route (widgets navigate by name, e.g. `MyWorkHour`). */
export function routePath(name: string): string | null {
  return portalRoutes.find((route) => route.name === name)?.path ?? null;
}

export function routeMeta(route: PortalRoute): RouteMeta {
  const { load: _load, ...meta } = route;
  return meta;
}

export function isRouteName(value: string): value is RouteName {
  return portalRoutes.some((route) => route.name === value);
}
