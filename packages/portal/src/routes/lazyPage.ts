import { createElement, type ReactElement } from 'react';
import { lazyWithRetry } from '../lazy';
import type { PortalRoute } from './routeTypes';

const pages = new WeakMap<PortalRoute, ReactElement>();

/**
 * The route's page as an element of a lazily loaded component, made once per route: a lazy
 * component made on each render would load again and suspend forever. The load starts on the
 * first render (the first visit); a failed or timed-out load reaches `RouteErrorBoundary`.
 */
export function lazyPageElement(route: PortalRoute): ReactElement {
  let page = pages.get(route);
  if (!page) {
    page = createElement(lazyWithRetry(() => route.load().then((module) => module.Component)));
    pages.set(route, page);
  }
  return page;
}
