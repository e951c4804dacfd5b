import { publicRoute } from '../publicRoute';
import type { PortalRoute } from '../routeTypes';

export const logoutRoutes: PortalRoute[] = [
  publicRoute('/logout', 'title.logout', () =>
    import('./LogoutPage').then((module) => ({ Component: module.LogoutPage })),
  ),
];
