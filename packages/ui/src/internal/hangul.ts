/*
 * Hangul initial-consonant (초성) search: typing ㄱㅅ finds 검색, as Korean users expect from
 * every search box (issue 5, beyond the spec). A syllable's initial is computed from its code
 * point: syllables are laid out as initial × 588 + medial × 28 + final from U+AC00. The one
 * Hangul module: the command palette's search and the org tree's type-ahead both use it.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const SYLLABLES_PER_INITIAL = 588;
/** Conjoining initials (U+1100…U+1112), which NFKC and some IMEs produce instead of ㄱ…ㅎ. */
const CHOSEONG_FIRST = 0x1100;

/** The 19 initial consonants as compatibility jamo, in Unicode order. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const initialSet: ReadonlySet<string> = new Set(INITIALS);

/** True for a compatibility jamo that can begin a syllable (ㄱ…ㅎ, doubled ones included). */
export function isInitialConsonant(char: string): boolean {
  return initialSet.has(char);
}

/** The syllable's initial consonant (검 → ㄱ); any other character is returned as it is. */
export function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (char.length !== 1 || code < SYLLABLE_FIRST || code > SYLLABLE_LAST) return char;
  return INITIALS.charAt(Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL));
}

/** Folds text for initial matching: lower case, no whitespace, conjoining initials as ㄱ…ㅎ. */
export function compactForInitials(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    if (/\s/.test(char)) continue;
    const code = char.charCodeAt(0);
    const conjoining = code >= CHOSEONG_FIRST && code < CHOSEONG_FIRST + INITIALS.length;
    out += conjoining ? INITIALS.charAt(code - CHOSEONG_FIRST) : char;
  }
  return out;
}

/** Every syllable of already compacted text replaced by its initial (검색 결과 → ㄱㅅㄱㄱ). */
export function initialsOf(compact: string): string {
  let out = '';
  for (let i = 0; i < compact.length; i += 1) out += initialOf(compact.charAt(i));
  return out;
}

/** True when the query holds at least one bare initial consonant, so 초성 matching applies. */
export function hasInitialConsonant(query: string): boolean {
  for (const char of query) if (initialSet.has(char)) return true;
  return false;
}

/** A searchable text prepared once: its compact form and the same with initials only. */
export interface InitialsTarget {
  compact: string;
  initials: string;
}

export function toInitialsTarget(text: string): InitialsTarget {
  const compact = compactForInitials(text);
  return { compact, initials: initialsOf(compact) };
}

/**
 * Prepares the test "does a compacted query match a target contiguously", where a bare initial
 * in the query matches any syllable starting with it and every other character must be equal:
 * ㄱㅅ and 검ㅅ both find 검색, ㄱ색 too; ㅅㄱ does not (order matters, as in typing). The
 * query is examined once, so testing 10,000 targets costs one `includes` each in the common
 * case of initials only.
 */
export function initialsMatcher(compactQuery: string): (target: InitialsTarget) => boolean {
  const length = compactQuery.length;
  if (length === 0) return () => false;
  let hasSyllable = false;
  for (let j = 0; j < length && !hasSyllable; j += 1) {
    const char = compactQuery.charAt(j);
    hasSyllable = initialOf(char) !== char;
  }
  // No syllable in the query: the initials string holds the answer.
  if (!hasSyllable) return (target) => target.initials.includes(compactQuery);
  const useInitials = Array.from({ length }, (_, j) => isInitialConsonant(compactQuery.charAt(j)));
  return ({ compact, initials }) => {
    for (let start = 0; start + length <= compact.length; start += 1) {
      let j = 0;
      while (j < length) {
        const against = useInitials[j] ? initials : compact;
        if (against.charAt(start + j) !== compactQuery.charAt(j)) break;
        j += 1;
      }
      if (j === length) return true;
    }
    return false;
  };
}

/** One-off form of `initialsMatcher`. */
export function matchesInitials(target: InitialsTarget, compactQuery: string): boolean {
  return initialsMatcher(compactQuery)(target);
}
