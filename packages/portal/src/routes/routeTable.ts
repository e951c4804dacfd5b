import { adminRoutes } from './admin/adminRoutes';
import { communityRoutes } from './community/communityRoutes';
import { essRoutes } from './ess/essRoutes';
import { homeRoutes } from './home/homeRoutes';
import { logoutRoutes } from './logout/logoutRoutes';
import { notFoundRoutes } from './notFound/notFoundRoutes';
import { peopleRoutes } from './people/peopleRoutes';
import { pathOfRoute } from './routePaths';
import type { PortalRoute, RouteMeta, RouteName } from './routeTypes';
import { searchRoutes } from './search/searchRoutes';
import { settingsRoutes } from './settings/settingsRoutes';
import { signInRoutes } from './signin/signInRoutes';

/**
 * The portal's route table (spec 01 §2, spec 02 §2), assembled from each area's slice. Slices
 * hold only loaders, never page modules, so the table costs the first load almost nothing.
 * The catch-all stays last.
 */
export const portalRoutes: readonly PortalRoute[] = [
  ...homeRoutes,
  ...communityRoutes,
  ...peopleRoutes,
  ...settingsRoutes,
  ...essRoutes,
  ...adminRoutes,
  ...searchRoutes,
  ...signInRoutes,
  ...logoutRoutes,
  ...notFoundRoutes,
];

/** The path of a named route (widgets navigate by name, e.g. `MyWorkHour`). */
export function routePath(name: string): string | null {
  return pathOfRoute(portalRoutes, name);
}

export function routeMeta(route: PortalRoute): RouteMeta {
  const { load: _load, ...meta } = route;
  return meta;
}

export function isRouteName(value: string): value is RouteName {
  return portalRoutes.some((route) => route.name === value);
}
