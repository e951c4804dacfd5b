import { matchRoutes } from 'react-router-dom';
import { loadLaterTexts } from '../i18n';
import { portalRoutes } from '../routes/routeTable';
import type { PortalRoute } from '../routes/routeTypes';

/** What else a route's page loads as soon as it runs, by path: home's widgets chunk. */
export type RouteFollowers = Readonly<Record<string, () => Promise<unknown>>>;

const FOLLOWERS: RouteFollowers = {
  '/': () => import('../routes/home/homeWidgets'),
};

/**
 * Starts loading the page module of the route the address shows, and what that page loads
 * first (home's widgets), without waiting for the first signed-in render: `main.tsx` calls it
 * as soon as the session start's calls have answered (the frame waits for them, and would ask
 * for the page only once it renders, and the widgets only once the page's module has run). The
 * router's lazy page later asks for the same modules and finds them loaded (the browser loads a
 * module once). The Korean texts the first load leaves out go first: every lazily loaded part
 * waits for them (`lazy/`), and asked for only when the page renders they came after home's
 * widgets chunk on a slow network, about a second later. A failure here is left to that load,
 * which retries and reports it; the promise settles when every load has, and never rejects.
 */
export async function preloadRoute(
  pathname: string,
  routes: readonly PortalRoute[] = portalRoutes,
  followers: RouteFollowers = FOLLOWERS,
): Promise<void> {
  const route = matchRoutes([...routes], pathname)?.at(-1)?.route;
  if (!route) return;
  const texts = loadLaterTexts();
  const follower = followers[route.path];
  await Promise.allSettled([texts, route.load(), ...(follower ? [follower()] : [])]);
}
