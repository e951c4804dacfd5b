import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** StatusTag's work-status labels (spec 01 §4). */
export const statusTagCatalogue: Catalogue = { ko, en, ja, zh };
