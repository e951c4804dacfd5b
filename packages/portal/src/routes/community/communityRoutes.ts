import type { PortalRoute } from '../routeTypes';

/** Community; the 403/410 policy sends users here, so the route exists before its boards. */
export const communityRoutes: PortalRoute[] = [
  {
    path: '/community',
    name: 'Community',
    titleKey: 'title.community',
    layout: 'fixed-aside',
    channel: 1,
    menuArea: 'community',
    access: 'session',
    accessCheck: 'url',
    load: () => import('./CommunityPage').then((module) => ({ Component: module.CommunityPage })),
  },
];
