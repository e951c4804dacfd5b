import { createElement, lazy, type ReactElement } from 'react';
import { browserSessionStorage } from '../session/loginRedirect';
import { forgetChunkReload } from './chunkReload';
import type { PortalRoute } from './routeTypes';

/** The route loader gives up after 120 s (spec 01 §8, spec 02 §8). */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

/** A page module that did not arrive in time; the route error screen offers a retry. */
export class RouteLoadTimeoutError extends Error {
  override readonly name = 'RouteLoadTimeoutError';
  constructor(ms: number) {
    super(`The page did not load within ${ms} ms`);
  }
}

/**
 * Settles with the load, or rejects with `RouteLoadTimeoutError` when it takes longer than
 * `ms`: a stalled chunk request must end in the error screen, not in an endless spinner.
 */
export function loadWithin<T>(
  load: () => Promise<T>,
  ms: number = ROUTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RouteLoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const pages = new WeakMap<PortalRoute, ReactElement>();

/**
 * The route's page as an element of a `React.lazy` component, made once per route: a lazy
 * component made on each render would load again and suspend forever. The load starts on the
 * first render (the first visit); a failed or timed-out load reaches `RouteErrorBoundary`.
 */
export function lazyPageElement(route: PortalRoute): ReactElement {
  let page = pages.get(route);
  if (!page) {
    const Page = lazy(() =>
      loadWithin(route.load).then((module) => {
        // The chunks load again, so a later failed deploy may reload this path once more.
        forgetChunkReload(browserSessionStorage());
        return { default: module.Component };
      }),
    );
    page = createElement(Page);
    pages.set(route, page);
  }
  return page;
}
