import { areaRoutes } from '../areaRoutes';

/**
 * Home (spec 01 §2): the home layout, the first load. It belongs to no side-menu area (its
 * aside is the profile card) and skips the access check: every signed-in user has a home.
 */
export const homeRoutes = areaRoutes(
  () => import('./HomePage'),
  { layout: 'home', menuArea: null, accessCheck: 'skip' },
  [{ path: '/', name: 'Home', titleKey: 'title.home', page: 'HomePage' }],
);
