import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** TimeSelect's built-in strings (labels and the next-day hour text). */
export const timeSelectCatalogue: Catalogue = { ko, en, ja, zh };
