import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** The menu's built-in texts: the icon-only trigger's name and the new-tab hint. */
export const menuCatalogue: Catalogue = { ko, en, ja, zh };
