import type { PortalRoute } from '../routeTypes';

export const signInRoutes: PortalRoute[] = [
  {
    path: '/signin',
    titleKey: 'title.signin',
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load: () => import('./SignInPage').then((module) => ({ Component: module.SignInPage })),
  },
];
