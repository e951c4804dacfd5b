import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { metaForPath } from './routeMatch';
import { portalRoutes } from './routeTable';
import type { PortalRoute, RouteMeta } from './routeTypes';

/** The metadata of the table's route that matches the current location. */
export function useRouteMeta(routes: readonly PortalRoute[] = portalRoutes): RouteMeta | null {
  const { pathname } = useLocation();
  return useMemo(() => metaForPath(pathname, routes), [pathname, routes]);
}
