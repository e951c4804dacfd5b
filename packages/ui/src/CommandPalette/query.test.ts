import { describe, expect, it } from 'vitest';
import { capQueryInput, MAX_QUERY_LENGTH, normaliseQuery } from './query';

describe('palette query (spec 01 §5)', () => {
  it('spec 01 §5: the input is at most 100 characters', () => {
    expect(MAX_QUERY_LENGTH).toBe(100);
    expect(capQueryInput('가'.repeat(150))).toBe('가'.repeat(100));
    expect(capQueryInput('a'.repeat(100))).toHaveLength(100);
  });

  it('spec 01 §5: characters are counted as code points, never split', () => {
    const emoji = '😀'.repeat(101);
    expect(Array.from(capQueryInput(emoji))).toHaveLength(100);
    expect(capQueryInput(emoji)).toBe('😀'.repeat(100));
  });

  it('spec 01 §5: the query is trimmed', () => {
    expect(normaliseQuery('  근태 신청  ')).toBe('근태 신청');
    expect(normaliseQuery('\t검색\n')).toBe('검색');
  });

  it('spec 01 §5: a blank query is empty (the palette clears its results)', () => {
    expect(normaliseQuery('   ')).toBe('');
    expect(normaliseQuery('')).toBe('');
  });

  it('spec 01 §5: the cap applies before trimming, so text past 100 characters never counts', () => {
    expect(normaliseQuery(`${' '.repeat(99)}가나`)).toBe('가');
  });
});
