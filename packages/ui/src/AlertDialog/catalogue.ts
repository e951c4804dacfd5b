import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** AlertDialog's built-in action labels; `confirmLabel` and `cancelLabel` override them. */
export const alertDialogCatalogue: Catalogue = { ko, en, ja, zh };
