import { placeholderPage } from '../PlaceholderPage';

/* My settings (spec 02 §2: language, nickname, linked accounts, notifications, password). */
export const MySettingsPage = placeholderPage('title.mySettings');
