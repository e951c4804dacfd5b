import type { PortalRoute } from '../routeTypes';

/** Employee self-service; only the work-hour page exists so far (the widget links to it). */
export const essRoutes: PortalRoute[] = [
  {
    path: '/ess/myWorkHour',
    name: 'MyWorkHour',
    titleKey: 'title.myWorkHour',
    layout: 'fixed-aside',
    channel: 1,
    menuArea: 'ess',
    access: 'session',
    accessCheck: 'url',
    load: () => import('./MyWorkHourPage').then((module) => ({ Component: module.MyWorkHourPage })),
  },
];
