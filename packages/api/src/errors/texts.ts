import type { Locale } from '../contract';
import ko from './intl/ko.json';

/** Keys of the error catalogue (spec 01 §8 and spec 02 §8 texts). Korean is the reference. */
export type ErrorMessageKey = keyof typeof ko;
export type ErrorTexts = Record<ErrorMessageKey, string>;

/**
 * The error texts a browser has: Korean (default and fallback) always; the others once
 * `loadErrorTexts` fetched them, so a portal in Korean never downloads four catalogues. The
 * server and the mocks import `errorCatalogue`, which registers every locale at once.
 */
const loaded: Partial<Record<Locale, ErrorTexts>> = { ko };

const loaders: Record<Exclude<Locale, 'ko'>, () => Promise<{ default: ErrorTexts }>> = {
  en: () => import('./intl/en.json'),
  ja: () => import('./intl/ja.json'),
  zh: () => import('./intl/zh.json'),
};

export function registerErrorTexts(locale: Locale, texts: ErrorTexts): void {
  loaded[locale] = texts;
}

/** Makes a locale's error texts available; call it when the interface language changes. */
export async function loadErrorTexts(locale: Locale): Promise<void> {
  if (locale === 'ko' || loaded[locale]) return;
  registerErrorTexts(locale, (await loaders[locale]()).default);
}

export function isErrorMessageKey(value: unknown): value is ErrorMessageKey {
  return typeof value === 'string' && Object.hasOwn(ko, value);
}

/** A catalogue text in a locale, or in Korean while that locale is not loaded. */
export function catalogueText(key: ErrorMessageKey, locale: Locale): string {
  return loaded[locale]?.[key] ?? ko[key];
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
  return catalogueText(info.messageKey, locale);
}

/**
 * The text of one validation issue in a locale. The contract's own checks carry catalogue
 * keys (`validation.dateFormat` …) so client and server can show them in the user's language;
 * any other message (zod's defaults, already localised by the caller) passes through.
 */
export function issueText(message: string, locale: Locale): string {
  return isErrorMessageKey(message) ? catalogueText(message, locale) : message;
}
