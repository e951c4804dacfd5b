import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maru/api';
import type { $ZodErrorMap } from 'zod/v4/core';
import { en, ja, ko, zhCN } from 'zod/v4/locales';

/**
 * The language of a request from its `Lang` header (the client sends `ko`, `en`, `ja` or
 * `zh`; `en-US`-style tags are cut to their language). Korean when absent or unknown.
 */
export function requestLocale(header: string | undefined | null): Locale {
  const language = header?.trim().slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale === language) ?? DEFAULT_LOCALE;
}

const zodLocales: Record<Locale, () => { localeError: $ZodErrorMap }> = { ko, en, ja, zh: zhCN };
const zodErrorMaps = new Map<Locale, $ZodErrorMap>();

/** zod's default validation texts in a locale (the server is Node: bundle size is no concern). */
export function zodErrorMapFor(locale: Locale): $ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) {
    map = zodLocales[locale]().localeError;
    zodErrorMaps.set(locale, map);
  }
  return map;
}
