import { areaRoutes } from '../areaRoutes';

/**
 * The member directory (spec 01 §2) in the content-centered layout, outside the side-menu
 * areas. Both pages are menus a company may close (top menu), so they are checked by URL.
 */
export const peopleRoutes = areaRoutes(
  () => import('./PeoplePages'),
  { layout: 'content-centered', menuArea: null, accessCheck: 'url' },
  [
    { path: '/orgChart', titleKey: 'title.orgChart', page: 'OrgChartPage' },
    { path: '/userFind', titleKey: 'title.userFind', page: 'UserFindPage' },
  ],
);
