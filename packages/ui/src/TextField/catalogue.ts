import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Built-in strings of TextField, TextArea and SearchField (counter, clear button). */
export const textFieldCatalogue: Catalogue = { ko, en, ja, zh };
