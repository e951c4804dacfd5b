import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Field's built-in strings: the required mark's spoken text and the error summary. */
export const fieldCatalogue: Catalogue = { ko, en, ja, zh };
