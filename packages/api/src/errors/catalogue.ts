import type { Locale } from '../contract';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';
import { registerErrorTexts, type ErrorMessageKey } from './texts';

/**
 * The error texts in every locale at once, for the server (it answers in each request's
 * `Lang`) and the mocks. Importing it also makes them available to `errorText`/`issueText`;
 * a browser app imports only `texts.ts` and loads its language with `loadErrorTexts`.
 */
export const errorCatalogue: Record<Locale, Record<ErrorMessageKey, string>> = {
  ko,
  en: en satisfies Record<ErrorMessageKey, string>,
  ja: ja satisfies Record<ErrorMessageKey, string>,
  zh: zh satisfies Record<ErrorMessageKey, string>,
};

for (const [locale, texts] of Object.entries(errorCatalogue) as [Locale, typeof ko][]) {
  registerErrorTexts(locale, texts);
}

export const ERROR_MESSAGE_KEYS = Object.keys(ko) as ErrorMessageKey[];
