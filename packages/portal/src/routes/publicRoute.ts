import type { MessageKey } from '../i18n';
import type { LoadedRoute, PortalRoute } from './routeTypes';

/**
 * A page that works signed out (sign-in, logout, not found): public layout, no channel, no
 * side menu, no access check (spec 01 §2: logout is the only public route of the spec; the
 * reference server's sign-in and the not-found page join it).
 */
export function publicRoute(
  path: string,
  titleKey: MessageKey,
  load: () => Promise<LoadedRoute>,
): PortalRoute {
  return {
    path,
    titleKey,
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load,
  };
}
