import type { Catalogue } from '@maru/ui';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** The notices' strings; Korean is the source and the fallback. */
export const noticesCatalogue: Catalogue = { ko, en, ja, zh };
