import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/**
 * SortableGrid's own texts: where a drop landed, what the caller moved with it, the empty list.
 * The drag itself (instructions, drop targets, cancel) is announced by react-aria in its strings.
 */
export const sortableGridCatalogue: Catalogue = { ko, en, ja, zh };

/** The keys of the catalogue, each overridable through the `messages` prop. */
export type SortableGridMessage = keyof typeof ko;
