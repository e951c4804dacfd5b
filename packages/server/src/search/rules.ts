/*
 * How a keyword becomes index lookups: the server-only part of search. The rules the mocks
 * share (period range, preview, post number) are in the contract.
 *
 * Three indexes answer a word, by its length:
 * - three characters or more: the trigram index (every three-character window of the text),
 *   which finds any substring, Korean included (민준호 in 김민준호);
 * - one or two letters or digits: the short-gram index, which holds every one- and
 *   two-character window of each run of letters and digits (김, 민준, ki), because a trigram
 *   index has nothing to look up for them;
 * - one or two characters with punctuation (`C#`, `a.`): LIKE over the documents, a scan,
 *   kept for completeness because such words are rare.
 */

/** The shortest word the trigram index can look up. */
export const TRIGRAM_MIN_LENGTH = 3;

const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]+$/u;

/** How a word is looked up (see the module comment). */
export type TermIndex = 'trigram' | 'gram' | 'like';

export function termIndexOf(term: string): TermIndex {
  if ([...term].length >= TRIGRAM_MIN_LENGTH) return 'trigram';
  return LETTERS_AND_DIGITS.test(term) ? 'gram' : 'like';
}

/** The words of a keyword grouped by the index that answers them. */
export function termsByIndex(terms: readonly string[]): Record<TermIndex, string[]> {
  const groups: Record<TermIndex, string[]> = { trigram: [], gram: [], like: [] };
  for (const term of terms) groups[termIndexOf(term)].push(term);
  return groups;
}

/**
 * The short grams of a text for the short-gram index: every one- and two-character window of
 * each run of letters and digits, lower-cased, each once, separated by spaces (the index's
 * unicode61 tokenizer then stores each as one token).
 */
export function shortGramsOf(text: string): string {
  const grams = new Set<string>();
  for (const run of text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [...run];
    chars.forEach((char, index) => {
      grams.add(char);
      const next = chars[index + 1];
      if (next !== undefined) grams.add(char + next);
    });
  }
  return [...grams].join(' ');
}

/**
 * A word as an FTS5 string: quoted, so operators and punctuation in it are plain text. FTS5
 * reads its query as a C string, so a NUL would end it inside the quotes ("unterminated
 * string", a 500): the contract refuses NUL in keywords, and it is dropped here as well so no
 * keyword can make a query throw.
 */
export function ftsString(term: string): string {
  return `"${term.replace(/\0/g, '').replace(/"/g, '""')}"`;
}

/**
 * The FTS5 query finding rows holding every word, in the given columns (all when omitted):
 * `{title body} : ("연말정산" AND "안내")`. With `prefix`, each word also matches as the start
 * of a longer word (the plain attachment-name search).
 */
export function ftsQuery(
  terms: readonly string[],
  options: { columns?: readonly string[]; prefix?: boolean } = {},
): string {
  const words = terms.map((term) => `${ftsString(term)}${options.prefix ? '*' : ''}`);
  const all = words.length === 1 ? (words[0] ?? '') : `(${words.join(' AND ')})`;
  return options.columns ? `{${options.columns.join(' ')}} : ${all}` : all;
}

/**
 * A LIKE pattern finding the word anywhere, `%` and `_` escaped with a backslash (use with
 * `escape '\'`; a keyword never holds a backslash, the contract refuses it). A NUL is dropped
 * as in `ftsString`: PostgreSQL refuses one in any text.
 */
export function likePattern(term: string): string {
  return `%${term.replace(/\0/g, '').replace(/[%_]/g, (char) => `\\${char}`)}%`;
}
