import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** SortableGrid's built-in texts: the keyboard instructions and the move announcements. */
export const sortableGridCatalogue: Catalogue = { ko, en, ja, zh };

/** The keys of the catalogue, each overridable through the `messages` prop. */
export type SortableGridMessage = keyof typeof ko;
