import type { Locale } from '@maru/ui';

/** The locales of the toolbar, Korean first: it is Maru's default and fallback. */
export const storyLocales = [
  { value: 'ko', title: '한국어' },
  { value: 'en', title: 'English' },
  { value: 'ja', title: '日本語' },
  { value: 'zh', title: '中文' },
] as const satisfies readonly { value: Locale; title: string }[];

/**
 * Globals can come from the URL (`?globals=locale:xx`), so an unknown value falls back to
 * Korean instead of reaching MaruProvider.
 */
export function toLocale(value: unknown): Locale {
  return storyLocales.find((locale) => locale.value === value)?.value ?? 'ko';
}
