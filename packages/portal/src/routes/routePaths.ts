import { createContext, useCallback, useContext } from 'react';
import type { PortalRoute, RouteName } from './routeTypes';

/** The path of the route called `name` in `routes`, or null when none has that name. */
export function pathOfRoute(routes: readonly PortalRoute[], name: string): string | null {
  return routes.find((route) => route.name === name)?.path ?? null;
}

/**
 * The route table the frame renders (`PortalFrame`), handed down to the pages. A page finds a
 * named route through it instead of importing `routeTable.ts`: the table imports every page's
 * loader, so a page importing the table back closes an import cycle (lint: import-x/no-cycle).
 */
export const RouteTableContext = createContext<readonly PortalRoute[]>([]);

/** Resolves a route name (`MyWorkHour`) to its path in the rendered table. */
export function useRoutePath(): (name: RouteName) => string | null {
  const routes = useContext(RouteTableContext);
  return useCallback((name) => pathOfRoute(routes, name), [routes]);
}
