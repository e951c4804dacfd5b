import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** EmptyState's default title (spec 01 §9: default empty text "No Data"). */
export const emptyStateCatalogue: Catalogue = { ko, en, ja, zh };
