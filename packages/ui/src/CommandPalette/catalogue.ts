import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** CommandPalette's built-in texts; props override the visible ones. */
export const commandPaletteCatalogue: Catalogue = { ko, en, ja, zh };
