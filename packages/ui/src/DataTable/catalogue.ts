import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** DataTable's built-in texts (the empty text comes from EmptyState). */
export const dataTableCatalogue: Catalogue = { ko, en, ja, zh };
