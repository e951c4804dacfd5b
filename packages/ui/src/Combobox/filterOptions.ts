import type { ListOption } from '../Select/options';

/**
 * Folds text for matching: NFKC turns full-width Latin and half-width katakana (common with
 * Japanese IMEs) into their usual forms and composes Hangul jamo into syllables; the lower
 * case is taken with the locale's rules (Turkish-style casing stays correct for its locale).
 */
export function foldForMatch(text: string, locale: string): string {
  return text.normalize('NFKC').toLocaleLowerCase(locale).trim();
}

/**
 * The options whose label contains the query, compared case-insensitively with the given
 * locale's rules. An empty or blank query keeps every option; order is preserved.
 */
export function filterOptions<Option extends ListOption>(
  options: readonly Option[],
  query: string,
  locale: string,
): Option[] {
  const needle = foldForMatch(query, locale);
  if (needle === '') return [...options];
  return options.filter((option) => foldForMatch(option.label, locale).includes(needle));
}
