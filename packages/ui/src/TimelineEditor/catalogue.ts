import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** TimelineEditor's built-in strings: labels and the spec's timeline messages. */
export const timelineEditorCatalogue: Catalogue = { ko, en, ja, zh };

/** A key of the built-in strings; any of them can be replaced through the `messages` prop. */
export type TimelineEditorStringKey = keyof typeof ko;
