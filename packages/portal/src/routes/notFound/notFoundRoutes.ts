import { publicRoute } from '../publicRoute';
import type { PortalRoute } from '../routeTypes';

const load = () => import('./NotFoundPage').then((module) => ({ Component: module.NotFoundPage }));

/** Not found (spec 01 §2): at /404 and for any unknown path, in the public layout. */
export const notFoundRoutes: PortalRoute[] = [
  publicRoute('/404', 'title.notFound', load),
  publicRoute('*', 'title.notFound', load),
];
