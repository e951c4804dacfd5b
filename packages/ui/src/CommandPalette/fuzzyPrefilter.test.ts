import { describe, expect, it } from 'vitest';
import {
  candidateTest,
  isCandidate,
  maxErrors,
  splitPieces,
  substringErrors,
} from './fuzzyPrefilter';

describe('fuzzy prefilter (the bounds that keep fuse.js matching within a frame)', () => {
  it('spec 01 §9: at threshold 0.2 up to 4 characters must match exactly, 5 allow one error', () => {
    expect([1, 2, 3, 4].map((length) => maxErrors(length, 0.2))).toEqual([0, 0, 0, 0]);
    expect([5, 9, 10, 14, 15, 32].map((length) => maxErrors(length, 0.2))).toEqual([
      1, 1, 2, 2, 3, 6,
    ]);
  });

  it('cuts a pattern into disjoint pieces that cover it', () => {
    expect(splitPieces('abcde', 2)).toEqual(['abc', 'de']);
    expect(splitPieces('abcdefghij', 3).join('')).toBe('abcdefghij');
    expect(splitPieces('ab', 1)).toEqual(['ab']);
  });

  it('prepares pieces and bigrams of the lower-cased query, or nothing when it cannot', () => {
    expect(candidateTest('MaRu', 0.2)).toMatchObject({
      pattern: 'maru',
      errors: 0,
      pieces: ['maru'],
      minBigrams: 3,
    });
    expect(candidateTest('근태 신청', 0.2)).toMatchObject({ errors: 1, minBigrams: 2 });
    expect(candidateTest('근태 신청', 0.2)!.pieces).toHaveLength(2);
    expect(candidateTest('x'.repeat(33), 0.2)).toBeNull();
    expect(candidateTest('', 0.2)).toBeNull();
  });

  it('a text with one error still passes: one piece and enough bigrams occur', () => {
    const test = candidateTest('vacation', 0.2)!;
    expect(isCandidate('vacatoin request', test)).toBe(false);
    expect(isCandidate('vakation', test)).toBe(true);
    expect(isCandidate('vacaton request', test)).toBe(true);
    expect(isCandidate('vakation', test)).toBe(true);
    expect(isCandidate('holiday', test)).toBe(false);
  });

  it('the bigram count rules out texts that share only a piece', () => {
    // "at" is a piece of "vacat", but of its bigrams va ac ca at only "at" occurs.
    const test = candidateTest('vacat', 0.2)!;
    expect(test.minBigrams).toBe(2);
    expect(isCandidate('attendance', test)).toBe(false);
    expect(isCandidate('vacate', test)).toBe(true);
    expect(isCandidate('vacuum', test)).toBe(true);
  });

  it('counts the fewest edits to a substring, or Infinity past the limit', () => {
    expect(substringErrors('my vacation', 'vacat', 1)).toBe(0);
    expect(substringErrors('vaxat', 'vacat', 1)).toBe(1);
    expect(substringErrors('vcat', 'vacat', 1)).toBe(1);
    expect(substringErrors('vacuum', 'vacat', 1)).toBe(Number.POSITIVE_INFINITY);
    expect(substringErrors('vacuum', 'vacat', 2)).toBe(2);
    expect(substringErrors('vaacat', 'vacat', 0)).toBe(Number.POSITIVE_INFINITY);
    expect(substringErrors('', 'ab', 2)).toBe(2);
  });
});
