const HANGUL_SYLLABLE = /^[\uac00-\ud7a3]+$/u;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u;

/**
 * The letters an avatar shows when there is no photo.
 * - Korean names: the last two syllables, i.e. the given name of a usual three-syllable name
 *   ("김민준" → "민준"), as the directory's generated avatars and Korean messengers do.
 * - Other CJK names: the first character (Japanese and Chinese family names).
 * - Latin names: the first letters of the first and last words, upper-cased ("Minjun Kim" → "MK").
 */
export function avatarInitials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  const compact = trimmed.replace(/\s+/g, '');
  if (HANGUL_SYLLABLE.test(compact)) return [...compact].slice(-2).join('');
  const words = trimmed.split(/\s+/);
  const first = [...(words[0] ?? '')][0] ?? '';
  if (CJK.test(first)) return first;
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A stable index into a palette of `size` colours for a name (same name, same colour). */
export function avatarColourIndex(name: string, size: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return size > 0 ? hash % size : 0;
}
