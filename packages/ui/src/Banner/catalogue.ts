import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Banner's built-in texts: the close button, the region names and the free-trial preset. */
export const bannerCatalogue: Catalogue = { ko, en, ja, zh };
