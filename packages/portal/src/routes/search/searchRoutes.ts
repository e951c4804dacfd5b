import { areaRoutes } from '../areaRoutes';

/**
 * Unified search (named `search`) and detail search (spec 01 §2), in the search layout. The
 * top bar offers search to everyone and results are filtered by the server per user, so
 * neither page is a menu to check.
 */
export const searchRoutes = areaRoutes(
  () => import('./SearchPages'),
  { layout: 'search', menuArea: null, accessCheck: 'skip' },
  [
    { path: '/search', name: 'search', titleKey: 'title.search', page: 'SearchPage' },
    { path: '/search/detail', titleKey: 'title.searchDetail', page: 'DetailSearchPage' },
  ],
);
