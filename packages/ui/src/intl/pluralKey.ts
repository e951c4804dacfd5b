import { localeTags } from './locale';
import type { Locale } from './locale';

/**
 * The catalogue key for `count` in the locale's plural category (Intl.PluralRules):
 * `base.one` or `base.other` for the locales Maru has; categories the catalogue does not hold
 * (few, many…) fall back to `base.other`.
 */
export function pluralKey(locale: Locale, base: string, count: number): string {
  const category = new Intl.PluralRules(localeTags[locale]).select(count);
  return category === 'one' ? `${base}.one` : `${base}.other`;
}
