import { menuAccess, menuEvents, menuEventsByUrl, sideMenu } from '@maru/api';
import type { PortalRuntime } from '../app/runtime';
import { createAccessChecker, type AccessChecker } from './accessChecker';
import { createMenuAccessLog, type MenuAccessLog } from './menuAccessLog';
import { createSideMenuLoader, type SideMenuLoader } from './sideMenuLoader';

/** The navigation's state that outlives a render: one set per portal runtime (per page load). */
export interface NavigationServices {
  accessLog: MenuAccessLog;
  sideMenu: SideMenuLoader;
  access: AccessChecker;
}

const servicesByRuntime = new WeakMap<PortalRuntime, NavigationServices>();

/**
 * These calls go through `authClient`, the client without the status policy: a failing menu
 * or access-log call is swallowed (spec 01 §8) and a failing access check is the frame's own
 * denial, so the policy's alert and redirect to Community must not come on top.
 */
function createNavigationServices(runtime: PortalRuntime): NavigationServices {
  const client = runtime.authClient;
  return {
    accessLog: createMenuAccessLog((menuPath) =>
      client.call(menuAccess, { body: { system: 'GW', menuPath } }),
    ),
    sideMenu: createSideMenuLoader(runtime.store, (menuKey, signal) =>
      client.call(sideMenu, { params: { menuKey }, signal }),
    ),
    access: createAccessChecker((request) =>
      request.kind === 'menuId'
        ? client.call(menuEvents, {
            params: { menuId: request.menuId },
            query: { checkEvent: 'R' },
          })
        : client.call(menuEventsByUrl, { query: { url: request.url } }),
    ),
  };
}

export function navigationServices(runtime: PortalRuntime): NavigationServices {
  let services = servicesByRuntime.get(runtime);
  if (!services) {
    services = createNavigationServices(runtime);
    servicesByRuntime.set(runtime, services);
  }
  return services;
}
