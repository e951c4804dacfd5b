import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PortalRoute } from './routeTypes';

const pages = new WeakMap<PortalRoute, LazyExoticComponent<ComponentType>>();

/**
 * The route's page as a `React.lazy` component, made once per route: a new one on each render
 * would load again and suspend forever. A failed load reaches `RouteErrorBoundary`.
 */
export function lazyPage(route: PortalRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(() => route.load().then((module) => ({ default: module.Component })));
    pages.set(route, page);
  }
  return page;
}
