import type { Catalogue } from '../intl/translate';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Breadcrumbs' built-in text: the name of its navigation landmark. */
export const breadcrumbsCatalogue: Catalogue = { ko, en, ja, zh };
