import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Dialog's built-in strings (the close button's name); `closeLabel` overrides them. */
export const dialogCatalogue: Catalogue = { ko, en, ja, zh };
