import type { Locale } from '../contract';
import en from './intl/en.json';
import ja from './intl/ja.json';
import ko from './intl/ko.json';
import zh from './intl/zh.json';

/** Keys of the error catalogue (spec 01 §8 and spec 02 §8 texts). Korean is the reference. */
export type ErrorMessageKey = keyof typeof ko;

/** The error texts in every locale; the server answers in the request's `Lang` from it. */
export const errorCatalogue: Record<Locale, Record<ErrorMessageKey, string>> = {
  ko,
  en: en satisfies Record<ErrorMessageKey, string>,
  ja: ja satisfies Record<ErrorMessageKey, string>,
  zh: zh satisfies Record<ErrorMessageKey, string>,
};

export const ERROR_MESSAGE_KEYS = Object.keys(ko) as ErrorMessageKey[];

export function isErrorMessageKey(value: unknown): value is ErrorMessageKey {
  return typeof value === 'string' && Object.hasOwn(ko, value);
}

/**
 * The text to show for an error: the server's own message wins when it sent one (it is
 * already in the request's language), else the catalogue text in the locale, else Korean.
 */
export function errorText(
  info: { message: string | null; messageKey: ErrorMessageKey },
  locale: Locale,
): string {
  const serverText = info.message?.trim();
  if (serverText) return serverText;
  return errorCatalogue[locale]?.[info.messageKey] ?? errorCatalogue.ko[info.messageKey];
}

/**
 * The text of one validation issue in a locale. The contract's own checks carry catalogue
 * keys (`validation.dateFormat` …) so client and server can show them in the user's language;
 * any other message (zod's defaults, already localised by the caller) passes through.
 */
export function issueText(message: string, locale: Locale): string {
  return isErrorMessageKey(message) ? errorCatalogue[locale][message] : message;
}
