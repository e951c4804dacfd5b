import { Route, Routes } from 'react-router-dom';
import type { NavigationBridge } from '../app/navigationBridge';
import { lazyPageElement } from './lazyPage';
import { NavigationConnector } from './NavigationConnector';
import { PortalFrame } from './PortalFrame';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { portalRoutes } from './routeTable';
import type { PortalRoute } from './routeTypes';

export interface PortalRoutesProps {
  /** Where the runtime's `navigate` (the error policy's) gets the router's navigation. */
  navigation: NavigationBridge;
  routes?: readonly PortalRoute[];
}

/**
 * The route table in react-router's declarative mode, inside `BrowserRouter` (history mode,
 * spec 01 §2) or, in tests, `MemoryRouter`: one frame (title, session gate, layout) around
 * every page, each page loaded on first visit.
 */
export function PortalRoutes({ navigation, routes = portalRoutes }: PortalRoutesProps) {
  return (
    <>
      <NavigationConnector bridge={navigation} />
      <RouteErrorBoundary>
        <Routes>
          <Route element={<PortalFrame routes={routes} />}>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={lazyPageElement(route)} />
            ))}
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}
