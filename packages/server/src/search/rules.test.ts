import { describe, expect, it } from 'vitest';
import { ftsQuery, ftsString, likePattern, shortGramsOf, termIndexOf, termsByIndex } from './rules';

describe('keyword to query', () => {
  it('three characters or more go to the trigram index, shorter words to the short grams', () => {
    expect(termIndexOf('김민준')).toBe('trigram');
    expect(termIndexOf('😀😀😀')).toBe('trigram'); // characters, not UTF-16 units
    expect(termIndexOf('민준')).toBe('gram');
    expect(termIndexOf('김')).toBe('gram');
    expect(termIndexOf('k2')).toBe('gram');
    // Punctuation has no gram token: such rare words are scanned with LIKE.
    expect(termIndexOf('C#')).toBe('like');
    expect(termsByIndex(['연말정산', '안내', 'a.'])).toEqual({
      trigram: ['연말정산'],
      gram: ['안내'],
      like: ['a.'],
    });
  });

  it('short grams are every one- and two-character window of each letter-and-digit run', () => {
    expect(shortGramsOf('김민준')).toBe('김 김민 민 민준 준');
    expect(shortGramsOf('Kim.J_2')).toBe('k ki i im m j 2');
    expect(shortGramsOf('aa aa')).toBe('a aa');
    expect(shortGramsOf('')).toBe('');
  });

  it('quotes every word so FTS5 operators in a keyword are plain text', () => {
    expect(ftsString('a"b')).toBe('"a""b"');
    expect(ftsQuery(['NOT', 'OR*'])).toBe('("NOT" AND "OR*")');
  });

  it('limits the query to the scope columns and can match prefixes', () => {
    expect(ftsQuery(['연말정산'], { columns: ['title', 'body'] })).toBe(
      '{title body} : "연말정산"',
    );
    expect(ftsQuery(['kick', 'off'], { prefix: true })).toBe('("kick"* AND "off"*)');
  });

  it('escapes LIKE wildcards in a word', () => {
    expect(likePattern('50%_할인')).toBe('%50\\%\\_할인%');
  });
});
