import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** DateRangePicker's built-in strings (preset names, labels, errors). */
export const dateRangePickerCatalogue: Catalogue = { ko, en, ja, zh };
