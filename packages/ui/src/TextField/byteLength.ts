/**
 * Text measuring and limiting rules of spec 01 §5 ("max input length 120 bytes, characters
 * above ASCII count 2").
 *
 * The counting rule, exactly:
 * - text is walked by Unicode code point, never by UTF-16 unit, so a character outside the
 *   Basic Multilingual Plane (an emoji such as 😀, a rare hanzi such as 𠮷) is one code point
 *   and counts 2 bytes, not 2 + 2 for its surrogate pair;
 * - a code point up to U+007F (ASCII) counts 1, every other code point counts 2: a Hangul
 *   syllable, kana, hanzi, an accented Latin letter and an emoji each count 2;
 * - sequences count each of their code points: a combining mark counts 2 on top of its base
 *   letter ("e\u0301" = 3), decomposed Hangul jamo count 2 each, and an emoji ZWJ sequence
 *   counts every emoji and every zero-width joiner (👨‍👩‍👧 = 3 × 2 + 2 × 2 = 10).
 *
 * Characters (for `maxLength`) are counted by code point as well, so "😀" is 1 character where
 * the native `maxlength` attribute would say 2.
 *
 * Truncation never splits a grapheme cluster: a letter keeps its combining marks, a Hangul
 * syllable its jamo, and an emoji sequence stays whole or goes entirely.
 */

/** What a counter or a limit measures. */
export type CounterMode = 'characters' | 'bytes';

/** The limits of a text input; each one is optional and all given ones must hold. */
export interface TextLimits {
  /** Maximum number of characters (Unicode code points). */
  maxLength?: number;
  /** Maximum number of bytes, a code point above ASCII counting 2. */
  maxBytes?: number;
}

const ASCII_MAX = 0x7f;

/** Byte length under the spec's rule: each code point above U+007F counts 2, others 1. */
export function byteLength(text: string): number {
  let total = 0;
  for (const char of text) {
    total += (char.codePointAt(0) ?? 0) > ASCII_MAX ? 2 : 1;
  }
  return total;
}

/** Number of characters, counted by Unicode code point. */
export function charLength(text: string): number {
  // Array.from walks code points, unlike .length which counts UTF-16 units.
  return Array.from(text).length;
}

/** Measures text the way a counter in the given mode shows it. */
export function measureText(text: string, mode: CounterMode): number {
  return mode === 'bytes' ? byteLength(text) : charLength(text);
}

/** Whether the text satisfies every given limit. */
export function fitsLimits(text: string, limits: TextLimits): boolean {
  if (limits.maxLength !== undefined && charLength(text) > limits.maxLength) return false;
  if (limits.maxBytes !== undefined && byteLength(text) > limits.maxBytes) return false;
  return true;
}

/** Splits text into grapheme clusters (user-perceived characters). */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  // Without Intl.Segmenter fall back to code points: never splits a surrogate pair.
  return Array.from(text);
}

/** The longest leading run of whole grapheme clusters for which `fits` holds. */
function longestFittingPrefix(text: string, fits: (candidate: string) => boolean): string {
  let kept = '';
  for (const cluster of graphemes(text)) {
    const candidate = kept + cluster;
    if (!fits(candidate)) break;
    kept = candidate;
  }
  return kept;
}

/**
 * The longest beginning of `text` whose byte length is at most `maxBytes`, cut between grapheme
 * clusters. A negative or zero budget gives the empty string.
 */
export function truncateToBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  return longestFittingPrefix(text, (candidate) => byteLength(candidate) <= maxBytes);
}

/** The longest beginning of `text` with at most `maxLength` code points, cut between clusters. */
export function truncateToLength(text: string, maxLength: number): string {
  if (charLength(text) <= maxLength) return text;
  return longestFittingPrefix(text, (candidate) => charLength(candidate) <= maxLength);
}

/** The longest beginning of `text` satisfying every limit. */
export function truncateToLimits(text: string, limits: TextLimits): string {
  if (fitsLimits(text, limits)) return text;
  return longestFittingPrefix(text, (candidate) => fitsLimits(candidate, limits));
}

/** The outcome of an edit checked against limits. */
export interface LimitedEdit {
  /** The text to keep. */
  value: string;
  /** True when some of the typed or pasted text was refused. */
  refused: boolean;
}

/** Length in UTF-16 units of the common beginning of a and b, never ending inside a pair. */
function commonPrefixLength(a: string, b: string): number {
  let index = 0;
  const max = Math.min(a.length, b.length);
  while (index < max && a.charCodeAt(index) === b.charCodeAt(index)) index += 1;
  // Do not stop between a high and a low surrogate.
  if (index > 0 && isHighSurrogate(a.charCodeAt(index - 1))) index -= 1;
  return index;
}

function commonSuffixLength(a: string, b: string, prefix: number): number {
  let length = 0;
  const max = Math.min(a.length, b.length) - prefix;
  while (
    length < max &&
    a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)
  )
    length += 1;
  if (length > 0 && isLowSurrogate(a.charCodeAt(a.length - length))) length -= 1;
  return length;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * Applies limits to an edit from `previous` to `next` so that typing beyond the limit is
 * refused without losing what is there: the text around the edit is kept and only as much of
 * the inserted (typed or pasted) text as still fits is taken, in whole grapheme clusters.
 * An edit that does not make the text longer (a deletion) is always accepted, even when the
 * previous text was already over the limit (a value set from outside).
 */
export function limitEdit(previous: string, next: string, limits: TextLimits): LimitedEdit {
  if (fitsLimits(next, limits)) return { value: next, refused: false };
  const grows = charLength(next) > charLength(previous) || byteLength(next) > byteLength(previous);
  if (!grows) return { value: next, refused: false };

  const prefix = commonPrefixLength(previous, next);
  const suffix = commonSuffixLength(previous, next, prefix);
  const head = next.slice(0, prefix);
  const tail = next.slice(next.length - suffix);
  const inserted = next.slice(prefix, next.length - suffix);
  const kept = longestFittingPrefix(inserted, (candidate) =>
    fitsLimits(head + candidate + tail, limits),
  );
  const value = head + kept + tail;
  // When even nothing inserted is over the limit (the old text already was), keep the old text.
  return fitsLimits(value, limits) ? { value, refused: true } : { value: previous, refused: true };
}
