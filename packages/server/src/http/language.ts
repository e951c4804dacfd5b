import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maru/api';

/**
 * The language of a request from its `Lang` header (the client sends `ko`, `en`, `ja` or
 * `zh`; `en-US`-style tags are cut to their language). Korean when absent or unknown.
 */
export function requestLocale(header: string | undefined | null): Locale {
  const language = header?.trim().slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}
