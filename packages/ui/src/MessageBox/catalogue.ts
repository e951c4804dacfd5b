import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** MessageBox's built-in strings; every option text can override them. */
export const messageBoxCatalogue: Catalogue = { ko, en, ja, zh };
