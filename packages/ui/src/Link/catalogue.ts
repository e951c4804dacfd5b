import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Link's built-in texts: the new-tab hint read after an external link's name. */
export const linkCatalogue: Catalogue = { ko, en, ja, zh };
