import { areaRoutes } from '../areaRoutes';

/**
 * System administration (spec 02 §2), in the fixed-aside layout with the admin side menu.
 * Every page is an admin menu, checked by URL; the server checks the admin flag again on
 * every call (GUIDE §7), the access check only spares users a page they cannot use.
 */
export const adminRoutes = areaRoutes(
  () => import('./AdminPages'),
  { layout: 'fixed-aside', menuArea: 'admin', accessCheck: 'url' },
  [
    { path: '/admin/menu', titleKey: 'title.adminMenu', page: 'MenuAdminPage' },
    { path: '/admin/command', titleKey: 'title.adminCommand', page: 'CommandAdminPage' },
    { path: '/admin/system', titleKey: 'title.adminSystem', page: 'SystemAdminPage' },
    { path: '/admin/line', titleKey: 'title.adminLine', page: 'LineAdminPage' },
    { path: '/admin/widget', titleKey: 'title.adminWidget', page: 'WidgetAdminPage' },
    { path: '/admin/auth', titleKey: 'title.adminAuth', page: 'AuthAdminPage' },
    { path: '/admin/sync', titleKey: 'title.adminSync', page: 'SyncAdminPage' },
  ],
);
