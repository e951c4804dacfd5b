/** The interface languages of Maru; Korean is the default and the fallback. */
export type Locale = 'ko' | 'en' | 'ja' | 'zh';

export const locales: readonly Locale[] = ['ko', 'en', 'ja', 'zh'];

export const defaultLocale: Locale = 'ko';

/** BCP 47 tags handed to react-aria and Intl so dates and numbers follow the region. */
export const localeTags: Record<Locale, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  ja: 'ja-JP',
  zh: 'zh-CN',
};

/** Narrows any string (a cookie, a query parameter) to a supported locale, else Korean. */
export function toLocale(value: string | null | undefined): Locale {
  const base = (value ?? '').toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale === base) ?? defaultLocale;
}
