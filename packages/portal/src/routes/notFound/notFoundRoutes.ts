import type { PortalRoute } from '../routeTypes';

const load = () => import('./NotFoundPage').then((module) => ({ Component: module.NotFoundPage }));

/** Not found (spec 01 §2): at /404 and for any unknown path, in the public layout. */
export const notFoundRoutes: PortalRoute[] = [
  {
    path: '/404',
    titleKey: 'title.notFound',
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load,
  },
  {
    path: '*',
    titleKey: 'title.notFound',
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load,
  },
];
