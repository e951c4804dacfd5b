import { describe, expect, it } from 'vitest';
import { gridKeyboardDelegate } from './gridKeyboardDelegate';

/** 7 items, 5 per row: a-e on the first row, f-g on the second. */
const grid = gridKeyboardDelegate(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5);

describe('spec 02 §2: gridKeyboardDelegate (arrows in the 5-per-row grid)', () => {
  it('left/right by one; nothing past the ends', () => {
    expect(grid.getKeyLeftOf?.('a')).toBeNull();
    expect(grid.getKeyLeftOf?.('f')).toBe('e');
    expect(grid.getKeyRightOf?.('d')).toBe('e');
    expect(grid.getKeyRightOf?.('g')).toBeNull();
  });

  it('up/down by a row of 5; no row there is nothing', () => {
    expect(grid.getKeyAbove?.('g')).toBe('b');
    expect(grid.getKeyAbove?.('b')).toBeNull();
    expect(grid.getKeyBelow?.('b')).toBe('g');
    expect(grid.getKeyBelow?.('g')).toBeNull();
  });

  it('down into a shorter last row lands on its last item', () => {
    expect(grid.getKeyBelow?.('e')).toBe('g');
  });

  it('first/last; an empty list and an unknown key have nothing', () => {
    expect(grid.getFirstKey?.()).toBe('a');
    expect(grid.getLastKey?.()).toBe('g');
    const empty = gridKeyboardDelegate([], 5);
    expect(empty.getFirstKey?.()).toBeNull();
    expect(grid.getKeyRightOf?.('zz')).toBeNull();
    expect(grid.getKeyBelow?.('zz')).toBeNull();
  });

  it('follows the columns it is given', () => {
    expect(gridKeyboardDelegate(['a', 'b', 'c', 'd'], 2).getKeyBelow?.('b')).toBe('d');
  });
});
