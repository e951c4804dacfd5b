import { describe, expect, it } from 'vitest';
import { compareCursors, decodeCursor, encodeCursor, isAfter } from './cursor';

describe('token cursor', () => {
  it('round-trips through its token', () => {
    const cursor = { date: 1_790_000_000, rank: 1, id: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each(['', 'abc', '1.2.3', '1.0', '1.0.3.4', '-1.0.3', '1e3.0.1'])(
    'refuses the token %j',
    (token) => {
      expect(decodeCursor(token)).toBeNull();
    },
  );

  it('orders newest first, comments before posts at the same second, then by id', () => {
    const items = [
      { date: 10, rank: 0, id: 1 },
      { date: 20, rank: 0, id: 2 },
      { date: 20, rank: 1, id: 1 },
      { date: 20, rank: 0, id: 3 },
    ];
    expect([...items].sort(compareCursors)).toEqual([
      { date: 20, rank: 1, id: 1 },
      { date: 20, rank: 0, id: 3 },
      { date: 20, rank: 0, id: 2 },
      { date: 10, rank: 0, id: 1 },
    ]);
  });

  it('an item is after the cursor exactly when it sorts after it', () => {
    const cursor = { date: 20, rank: 0, id: 3 };
    expect(isAfter(cursor, { date: 20, rank: 0, id: 2 })).toBe(true);
    expect(isAfter(cursor, { date: 20, rank: 1, id: 9 })).toBe(false);
    expect(isAfter(cursor, { date: 20, rank: 0, id: 3 })).toBe(false);
    expect(isAfter(cursor, { date: 19, rank: 1, id: 99 })).toBe(true);
  });
});
