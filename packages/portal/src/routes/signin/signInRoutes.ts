import { publicRoute } from '../publicRoute';
import type { PortalRoute } from '../routeTypes';

export const signInRoutes: PortalRoute[] = [
  publicRoute('/signin', 'title.signin', () =>
    import('./SignInPage').then((module) => ({ Component: module.SignInPage })),
  ),
];
