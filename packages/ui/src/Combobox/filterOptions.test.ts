import { describe, expect, it } from 'vitest';
import { filterOptions, foldForMatch } from './filterOptions';

const people = [
  { key: '1', label: '김철수' },
  { key: '2', label: '김영희' },
  { key: '3', label: 'Alice Kim' },
  { key: '4', label: 'ＡＢＣ商事' },
  { key: '5', label: '박지성', disabled: true },
];

describe('filterOptions', () => {
  it('keeps every option, in order, for an empty or blank query', () => {
    expect(filterOptions(people, '', 'ko-KR')).toEqual(people);
    expect(filterOptions(people, '   ', 'ko-KR')).toEqual(people);
  });

  it('matches a substring anywhere in the label (Hangul)', () => {
    expect(filterOptions(people, '김', 'ko-KR').map((o) => o.key)).toEqual(['1', '2']);
    expect(filterOptions(people, '영희', 'ko-KR').map((o) => o.key)).toEqual(['2']);
  });

  it('is case-insensitive', () => {
    expect(filterOptions(people, 'aLiCe', 'en-US').map((o) => o.key)).toEqual(['3']);
    expect(filterOptions(people, 'KIM', 'en-US').map((o) => o.key)).toEqual(['3']);
  });

  it('folds full-width Latin typed with a Japanese IME to match half-width and back', () => {
    expect(filterOptions(people, 'abc', 'ja-JP').map((o) => o.key)).toEqual(['4']);
    expect(filterOptions(people, 'ａｌｉｃｅ', 'ja-JP').map((o) => o.key)).toEqual(['3']);
  });

  it('composes decomposed Hangul (NFD, as some macOS input produces) before matching', () => {
    expect(filterOptions(people, '철수'.normalize('NFD'), 'ko-KR').map((o) => o.key)).toEqual([
      '1',
    ]);
  });

  it('uses the locale casing rules (Turkish dotted İ lowers to i only in tr)', () => {
    expect(foldForMatch('İ', 'tr-TR')).toBe('i');
    expect(filterOptions([{ key: 'x', label: 'İstanbul' }], 'istanbul', 'tr-TR')).toHaveLength(1);
  });

  it('keeps disabled options in the results (shown, but not selectable)', () => {
    expect(filterOptions(people, '박', 'ko-KR').map((o) => o.key)).toEqual(['5']);
  });

  it('returns nothing when no label matches', () => {
    expect(filterOptions(people, '없는 이름', 'ko-KR')).toEqual([]);
  });
});
