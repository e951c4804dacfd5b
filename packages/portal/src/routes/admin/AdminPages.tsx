import { placeholderPage } from '../PlaceholderPage';

/* System administration pages (spec 02 §2); their screens come in later issues. */
export const MenuAdminPage = placeholderPage('title.adminMenu');
export const CommandAdminPage = placeholderPage('title.adminCommand');
export const SystemAdminPage = placeholderPage('title.adminSystem');
export const LineAdminPage = placeholderPage('title.adminLine');
export const WidgetAdminPage = placeholderPage('title.adminWidget');
export const AuthAdminPage = placeholderPage('title.adminAuth');
export const SyncAdminPage = placeholderPage('title.adminSync');
