import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Upload's and ImageUpload's built-in texts. */
export const uploadCatalogue: Catalogue = { ko, en, ja, zh };
