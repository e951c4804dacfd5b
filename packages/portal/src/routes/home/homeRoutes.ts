import type { PortalRoute } from '../routeTypes';

export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    name: 'Home',
    titleKey: 'title.home',
    layout: 'home',
    channel: 1,
    menuArea: 'community',
    access: 'session',
    accessCheck: 'skip',
    load: () => import('./HomePage').then((module) => ({ Component: module.HomePage })),
  },
];
