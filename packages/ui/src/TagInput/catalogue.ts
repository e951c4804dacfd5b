import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** TagInput's built-in strings; the `messages` prop overrides any of them. */
export const tagInputCatalogue: Catalogue = { ko, en, ja, zh };

/** The keys of TagInput's built-in strings. */
export type TagInputMessageKey = keyof typeof ko;
