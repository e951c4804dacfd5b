import { createElement, lazy, type ReactElement } from 'react';
import type { PortalRoute } from './routeTypes';

const pages = new WeakMap<PortalRoute, ReactElement>();

/**
 * The route's page as an element of a `React.lazy` component, made once per route: a lazy
 * component made on each render would load again and suspend forever. The load starts on the
 * first render (the first visit); a failed load reaches `RouteErrorBoundary`.
 */
export function lazyPageElement(route: PortalRoute): ReactElement {
  let page = pages.get(route);
  if (!page) {
    const Page = lazy(() => route.load().then((module) => ({ default: module.Component })));
    page = createElement(Page);
    pages.set(route, page);
  }
  return page;
}
