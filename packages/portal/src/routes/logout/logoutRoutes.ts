import type { PortalRoute } from '../routeTypes';

export const logoutRoutes: PortalRoute[] = [
  {
    path: '/logout',
    titleKey: 'title.logout',
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load: () => import('./LogoutPage').then((module) => ({ Component: module.LogoutPage })),
  },
];
