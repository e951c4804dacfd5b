import { describe, expect, it } from 'vitest';
import {
  compactForInitials,
  hasInitialConsonant,
  initialOf,
  initialsOf,
  isInitialConsonant,
  matchesInitials,
  toInitialsTarget,
} from './hangul';

const matches = (text: string, query: string) =>
  matchesInitials(toInitialsTarget(text), compactForInitials(query));

describe('Hangul initial-consonant (초성) search', () => {
  it('gives the initial of every syllable, first and last included', () => {
    expect(initialOf('검')).toBe('ㄱ');
    expect(initialOf('색')).toBe('ㅅ');
    expect(initialOf('가')).toBe('ㄱ');
    expect(initialOf('힣')).toBe('ㅎ');
    expect(initialOf('까')).toBe('ㄲ');
    expect(initialOf('a')).toBe('a');
    expect(initialOf('ㄱ')).toBe('ㄱ');
  });

  it('knows the 19 initial consonants and nothing else', () => {
    expect([...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'].every(isInitialConsonant)).toBe(true);
    expect(isInitialConsonant('ㅏ')).toBe(false);
    expect(isInitialConsonant('ㄳ')).toBe(false);
    expect(isInitialConsonant('가')).toBe(false);
  });

  it('compacts text: lower case, no spaces, conjoining initials as compatibility jamo', () => {
    expect(compactForInitials('근태 신청 ABC')).toBe('근태신청abc');
    // U+1100 U+1109: what NFKC makes of ㄱㅅ.
    expect(compactForInitials('\u1100\u1109')).toBe('ㄱㅅ');
    expect(initialsOf('검색결과')).toBe('ㄱㅅㄱㄱ');
  });

  it('ㄱㅅ finds 검색 (issue 5: initial-consonant search)', () => {
    expect(matches('검색', 'ㄱㅅ')).toBe(true);
    expect(matches('통합 검색', 'ㄱㅅ')).toBe(true);
  });

  it('matches across spaces and mixes syllables with initials', () => {
    expect(matches('근태 신청', 'ㄱㅌㅅㅊ')).toBe(true);
    expect(matches('검색', '검ㅅ')).toBe(true);
    expect(matches('검색', 'ㄱ색')).toBe(true);
    expect(matches('Maru 검색', 'maruㄱ')).toBe(true);
  });

  it('keeps order and contiguity', () => {
    expect(matches('검색', 'ㅅㄱ')).toBe(false);
    expect(matches('검 토 색', 'ㄱㅅ')).toBe(false);
    expect(matches('검색', 'ㄱㅅㄱ')).toBe(false);
    expect(matches('검색', '겁ㅅ')).toBe(false);
  });

  it('a doubled initial is its own consonant', () => {
    expect(matches('까치', 'ㄲㅊ')).toBe(true);
    expect(matches('가치', 'ㄲㅊ')).toBe(false);
  });

  it('applies only to queries holding a bare initial', () => {
    expect(hasInitialConsonant('ㄱㅅ')).toBe(true);
    expect(hasInitialConsonant('검ㅅ')).toBe(true);
    expect(hasInitialConsonant('검색')).toBe(false);
    expect(hasInitialConsonant('abc')).toBe(false);
    expect(matches('검색', '')).toBe(false);
  });
});
