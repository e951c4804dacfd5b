/** Longest query the palette accepts, in characters (spec 01 §5, §9). */
export const MAX_QUERY_LENGTH = 100;

/**
 * Caps typed text at 100 characters. Characters are code points, so an emoji or a rare Han
 * character outside the BMP counts once and is never cut in half.
 */
export function capQueryInput(text: string, max: number = MAX_QUERY_LENGTH): string {
  // Fast path: a string with at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/**
 * The query the palette searches for (spec 01 §5): capped at 100 characters, then trimmed.
 * An empty result means "no query": the palette clears its results.
 */
export function normaliseQuery(text: string): string {
  return capQueryInput(text).trim();
}
