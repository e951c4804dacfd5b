import { describe, expect, it } from 'vitest';
import {
  byteLength,
  charLength,
  fitsLimits,
  graphemes,
  limitEdit,
  measureText,
  truncateToBytes,
  truncateToLength,
  truncateToLimits,
} from './byteLength';

describe('byteLength: characters above ASCII count 2 (spec 01 §5)', () => {
  it('is 0 for the empty string', () => {
    expect(byteLength('')).toBe(0);
  });
  it('counts each ASCII character (U+0000..U+007F) as 1, including space, digits and DEL', () => {
    expect(byteLength('abc 123')).toBe(7);
    expect(byteLength('\u007f')).toBe(1);
    expect(byteLength('\t\n')).toBe(2);
  });
  it('counts the first code point above ASCII (U+0080) as 2', () => {
    expect(byteLength('\u0080')).toBe(2);
  });
  it('counts each Hangul syllable as 2', () => {
    expect(byteLength('한글')).toBe(4);
    expect(byteLength('홍길동 abc')).toBe(10);
  });
  it('counts each kana and each hanzi/kanji as 2', () => {
    expect(byteLength('ひらがな')).toBe(8);
    expect(byteLength('カタカナ')).toBe(8);
    expect(byteLength('中文字')).toBe(6);
  });
  it('counts a supplementary-plane character once (2), not once per surrogate', () => {
    expect('😀'.length).toBe(2);
    expect(byteLength('😀')).toBe(2);
    expect(byteLength('𠮷')).toBe(2);
    expect(byteLength('a😀b')).toBe(4);
  });
  it('counts a combining mark as its own code point above ASCII', () => {
    expect(byteLength('e\u0301')).toBe(3);
    expect(byteLength('é')).toBe(2);
  });
  it('counts decomposed Hangul jamo per code point', () => {
    expect(byteLength('한'.normalize('NFD'))).toBe(6);
  });
  it('counts every emoji and zero-width joiner of a ZWJ sequence', () => {
    expect(byteLength('👨‍👩‍👧')).toBe(10);
  });
  it('counts a full-width Latin letter and a Korean punctuation mark as 2', () => {
    expect(byteLength('Ａ')).toBe(2);
    expect(byteLength('·')).toBe(2);
  });
});

describe('charLength and measureText count characters by code point', () => {
  it('is 0 for empty and counts an emoji once', () => {
    expect(charLength('')).toBe(0);
    expect(charLength('a😀한')).toBe(3);
  });
  it('measures in characters or in bytes', () => {
    expect(measureText('가a', 'characters')).toBe(2);
    expect(measureText('가a', 'bytes')).toBe(3);
  });
});

describe('fitsLimits', () => {
  it('holds with no limits and checks every given limit', () => {
    expect(fitsLimits('아무거나', {})).toBe(true);
    expect(fitsLimits('가나', { maxBytes: 4 })).toBe(true);
    expect(fitsLimits('가나', { maxBytes: 3 })).toBe(false);
    expect(fitsLimits('abc', { maxLength: 3, maxBytes: 2 })).toBe(false);
  });
});

describe('truncateToBytes keeps the longest beginning within the byte budget', () => {
  it('returns text that already fits unchanged, including the empty string', () => {
    expect(truncateToBytes('', 10)).toBe('');
    expect(truncateToBytes('abc', 3)).toBe('abc');
  });
  it('never splits a Hangul syllable (2 bytes) when the budget is odd', () => {
    expect(truncateToBytes('가나다', 5)).toBe('가나');
    expect(truncateToBytes('a가나', 4)).toBe('a가');
  });
  it('cuts kana and hanzi on character boundaries', () => {
    expect(truncateToBytes('ひらがな', 5)).toBe('ひら');
    expect(truncateToBytes('中文字', 4)).toBe('中文');
  });
  it('never splits a surrogate pair of an emoji', () => {
    expect(truncateToBytes('ab😀', 3)).toBe('ab');
    expect(truncateToBytes('😀😀', 3)).toBe('😀');
  });
  it('keeps a letter with its combining mark or drops both', () => {
    expect(truncateToBytes('ae\u0301', 2)).toBe('a');
    expect(truncateToBytes('ae\u0301', 4)).toBe('ae\u0301');
  });
  it('keeps a ZWJ emoji sequence whole or drops it', () => {
    expect(truncateToBytes('x👨‍👩‍👧', 9)).toBe('x');
    expect(truncateToBytes('x👨‍👩‍👧', 11)).toBe('x👨‍👩‍👧');
  });
  it('keeps decomposed jamo together as one syllable', () => {
    const nfd = '한글'.normalize('NFD');
    expect(truncateToBytes(nfd, 7)).toBe('한'.normalize('NFD'));
  });
  it('gives the empty string for a zero or negative budget', () => {
    expect(truncateToBytes('가', 0)).toBe('');
    expect(truncateToBytes('a', -1)).toBe('');
  });
  it('the result always fits and is a prefix of the input (120-byte tag input)', () => {
    const samples = ['태그입력'.repeat(20), 'タグ'.repeat(70), 'mixed 한글 😀 中文 '.repeat(10)];
    for (const text of samples) {
      const cut = truncateToBytes(text, 120);
      expect(byteLength(cut)).toBeLessThanOrEqual(120);
      expect(text.startsWith(cut)).toBe(true);
      expect(byteLength(cut)).toBeGreaterThanOrEqual(120 - 10);
    }
  });
});

describe('truncateToLength and truncateToLimits', () => {
  it('counts an emoji as one character', () => {
    expect(truncateToLength('😀😀😀', 2)).toBe('😀😀');
  });
  it('applies the stricter of both limits', () => {
    expect(truncateToLimits('가나다라', { maxLength: 3, maxBytes: 4 })).toBe('가나');
    expect(truncateToLimits('abcd', { maxLength: 3, maxBytes: 10 })).toBe('abc');
  });
});

describe('graphemes', () => {
  it('splits into user-perceived characters', () => {
    expect(graphemes('ae\u0301👨‍👩‍👧')).toEqual(['a', 'e\u0301', '👨‍👩‍👧']);
    expect(graphemes('')).toEqual([]);
  });
});

describe('limitEdit: typing beyond the limit is refused without losing what is there', () => {
  it('accepts an edit that fits', () => {
    expect(limitEdit('가', '가나', { maxBytes: 4 })).toEqual({ value: '가나', refused: false });
  });
  it('refuses a character typed at the limit and keeps the text', () => {
    expect(limitEdit('가나', '가나다', { maxBytes: 4 })).toEqual({ value: '가나', refused: true });
  });
  it('refuses a character typed in the middle and keeps both sides', () => {
    expect(limitEdit('ab', 'aXb', { maxLength: 2 })).toEqual({ value: 'ab', refused: true });
  });
  it('takes only what fits of a paste, at the caret, keeping the text after it', () => {
    expect(limitEdit('az', 'a한글입력z', { maxBytes: 7 })).toEqual({
      value: 'a한글z',
      refused: true,
    });
  });
  it('takes only whole emoji of a paste', () => {
    expect(limitEdit('', '😀😀😀', { maxBytes: 5 })).toEqual({ value: '😀😀', refused: true });
  });
  it('accepts replacing a selection by shorter text', () => {
    expect(limitEdit('가나다', '가x다', { maxBytes: 6 })).toEqual({
      value: '가x다',
      refused: false,
    });
  });
  it('accepts deleting from a value that is already over the limit', () => {
    expect(limitEdit('가나다', '가나', { maxBytes: 2 })).toEqual({ value: '가나', refused: false });
  });
  it('keeps an over-limit value when more is typed into it', () => {
    expect(limitEdit('가나다', '가나다라', { maxBytes: 2 })).toEqual({
      value: '가나다',
      refused: true,
    });
  });
  it('handles an edit inside repeated characters around surrogate pairs', () => {
    const result = limitEdit('😀😀', '😀😀😀', { maxLength: 2 });
    expect(result).toEqual({ value: '😀😀', refused: true });
  });
});
