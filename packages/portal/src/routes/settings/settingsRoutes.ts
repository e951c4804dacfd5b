import { areaRoutes } from '../areaRoutes';

/**
 * My settings, from every user's profile menu (spec 01 §2): content-centered, and a base page
 * every signed-in user has, so it skips the access check.
 */
export const settingsRoutes = areaRoutes(
  () => import('./SettingsPages'),
  { layout: 'content-centered', menuArea: null, accessCheck: 'skip' },
  [{ path: '/my/settings', titleKey: 'title.mySettings', page: 'MySettingsPage' }],
);
