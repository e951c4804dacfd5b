/*
 * Why the palette can search 10,000 commands within a frame while still answering exactly as
 * fuse.js does. With `ignoreLocation`, fuse scores a match by errors / pattern length and keeps
 * it when that is at most the threshold: at 0.2 a query of up to 4 characters must occur
 * exactly, 5 to 9 characters may have 1 error (insertion, deletion or substitution), and so on.
 * Two classic necessary conditions for "within k errors" let cheap `includes` calls on
 * prepared lower-case text rule out almost every command before fuse scores the rest:
 * - pigeonhole: k errors spoil at most k of k + 1 disjoint pieces of the pattern, so one piece
 *   occurs exactly;
 * - q-grams (q = 2): each error spoils at most 2 of the pattern's m − 1 bigrams, so at least
 *   m − 1 − 2k of them occur.
 * What passes both is measured with the edit-distance table of approximate substring
 * matching (Sellers), the number fuse's bitap finds (see exactMatch.ts).
 * And typing on never widens the matches while k stays the same: a text within k errors of
 * "abc" is within k errors of "ab", so the next search only looks at the last one's matches.
 */

/** fuse.js splits longer patterns into 32-character chunks (bitap's word size). */
export const FUSE_MAX_PATTERN = 32;

/** The most errors fuse accepts for a pattern of this length at this threshold. */
export function maxErrors(patternLength: number, threshold: number): number {
  let errors = 0;
  // The same comparison fuse makes (errors / length <= threshold), so rounding agrees.
  while ((errors + 1) / patternLength <= threshold) errors += 1;
  return errors;
}

/** The pattern cut into `count` disjoint pieces of nearly equal length, in order. */
export function splitPieces(pattern: string, count: number): string[] {
  const pieces: string[] = [];
  const size = pattern.length / count;
  for (let i = 0; i < count; i += 1) {
    pieces.push(pattern.slice(Math.round(i * size), Math.round((i + 1) * size)));
  }
  return pieces.filter((piece) => piece !== '');
}

/** A prepared test for "may be within k errors of the pattern", or null when anything may. */
export interface CandidateTest {
  pattern: string;
  errors: number;
  pieces: readonly string[];
  bigrams: readonly string[];
  /** How many of the bigrams must occur. */
  minBigrams: number;
}

/**
 * Prepares the candidate test for a query (lower-cased as fuse does), or null for a pattern
 * longer than fuse's chunk size, which fuse matches chunk by chunk.
 */
export function candidateTest(query: string, threshold: number): CandidateTest | null {
  const pattern = query.toLowerCase();
  if (pattern.length === 0 || pattern.length > FUSE_MAX_PATTERN) return null;
  const errors = maxErrors(pattern.length, threshold);
  const bigrams: string[] = [];
  for (let i = 0; i + 2 <= pattern.length; i += 1) bigrams.push(pattern.slice(i, i + 2));
  return {
    pattern,
    errors,
    pieces: errors + 1 > pattern.length ? [] : splitPieces(pattern, errors + 1),
    bigrams,
    minBigrams: bigrams.length - 2 * errors,
  };
}

/** Whether the prepared (lower-case) text may hold a match; false means it certainly does not. */
export function isCandidate(haystack: string, test: CandidateTest): boolean {
  if (test.pieces.length > 0 && !test.pieces.some((piece) => haystack.includes(piece))) {
    return false;
  }
  return test.minBigrams <= 0 || hasEnoughBigrams(haystack, test);
}

function hasEnoughBigrams(haystack: string, test: CandidateTest): boolean {
  let found = 0;
  let left = test.bigrams.length;
  for (const bigram of test.bigrams) {
    if (haystack.includes(bigram)) found += 1;
    left -= 1;
    if (found >= test.minBigrams) return true;
    if (found + left < test.minBigrams) return false;
  }
  return false;
}

/**
 * The fewest edits turning `pattern` into some substring of `text`, or Infinity when more
 * than `errors` are needed: the number fuse's bitap finds (it scores errors / pattern length).
 */
export function substringErrors(text: string, pattern: string, errors: number): number {
  const m = pattern.length;
  const column = new Array<number>(m + 1);
  for (let i = 0; i <= m; i += 1) column[i] = i;
  let best = m;
  for (let j = 0; j < text.length && best > 0; j += 1) {
    const char = text.charCodeAt(j);
    let diagonal = 0;
    for (let i = 1; i <= m; i += 1) {
      const above = column[i]!;
      const substitute = diagonal + (pattern.charCodeAt(i - 1) === char ? 0 : 1);
      column[i] = Math.min(substitute, above + 1, column[i - 1]! + 1);
      diagonal = above;
    }
    if (column[m]! < best) best = column[m]!;
  }
  return best <= errors ? best : Number.POSITIVE_INFINITY;
}
