import { describe, expect, it } from 'vitest';
import type { PaletteCommand } from './commandIndex';
import { buildRows } from './grouping';
import {
  firstValid,
  isValidRow,
  lastValid,
  moveActive,
  moveByGroup,
  nextValid,
  paletteKeyAction,
  prevValid,
} from './navigation';
import type { PaletteKeyEvent } from './navigation';

const key = (k: string, mods: Partial<PaletteKeyEvent> = {}): PaletteKeyEvent => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

const cmd = (id: string, group: string, disabled = false): PaletteCommand => ({
  id,
  group,
  label: id,
  disabled,
});

/*
 * Rows:  0 # A   1 a1   2 a2(disabled)   3 # B   4 b1(disabled)   5 # C   6 c1   7 c2
 *        8 search-all
 */
const rows = buildRows(
  [cmd('a1', 'A'), cmd('a2', 'A', true), cmd('b1', 'B', true), cmd('c1', 'C'), cmd('c2', 'C')],
  [
    { key: 'A', label: 'A' },
    { key: 'B', label: 'B' },
    { key: 'C', label: 'C' },
  ],
  { query: 'q', withSearchAll: true, collator: new Intl.Collator('en') },
);

describe('palette keys (spec 01 §4)', () => {
  it('spec 01 §4: arrows move; Alt moves by group; Meta jumps to first/last', () => {
    expect(paletteKeyAction(key('ArrowDown'))).toBe('next');
    expect(paletteKeyAction(key('ArrowUp'))).toBe('prev');
    expect(paletteKeyAction(key('ArrowDown', { altKey: true }))).toBe('nextGroup');
    expect(paletteKeyAction(key('ArrowUp', { altKey: true }))).toBe('prevGroup');
    expect(paletteKeyAction(key('ArrowDown', { metaKey: true }))).toBe('last');
    expect(paletteKeyAction(key('ArrowUp', { metaKey: true }))).toBe('first');
  });

  it('spec 01 §4: Ctrl+N and Ctrl+J move down, Ctrl+P and Ctrl+K move up', () => {
    expect(paletteKeyAction(key('n', { ctrlKey: true }))).toBe('next');
    expect(paletteKeyAction(key('j', { ctrlKey: true }))).toBe('next');
    expect(paletteKeyAction(key('p', { ctrlKey: true }))).toBe('prev');
    expect(paletteKeyAction(key('k', { ctrlKey: true }))).toBe('prev');
    expect(paletteKeyAction(key('N', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('the letters without Ctrl alone are typing; Cmd+K is left to the app shortcut', () => {
    expect(paletteKeyAction(key('n'))).toBeNull();
    expect(paletteKeyAction(key('k', { metaKey: true }))).toBeNull();
    expect(paletteKeyAction(key('k', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(paletteKeyAction(key('a', { ctrlKey: true }))).toBeNull();
    expect(paletteKeyAction(key('ArrowLeft'))).toBeNull();
  });

  it('spec 01 §4: Home/End jump, Enter selects, Esc closes', () => {
    expect(paletteKeyAction(key('Home'))).toBe('first');
    expect(paletteKeyAction(key('End'))).toBe('last');
    expect(paletteKeyAction(key('Enter'))).toBe('select');
    expect(paletteKeyAction(key('Escape'))).toBe('close');
  });

  it('issue 5 IME: nothing maps while a composition is open (isComposing or keyCode 229)', () => {
    for (const k of ['Enter', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape']) {
      expect(paletteKeyAction(key(k, { isComposing: true }))).toBeNull();
      expect(paletteKeyAction(key(k, { nativeEvent: { isComposing: true } }))).toBeNull();
      expect(paletteKeyAction(key(k, { keyCode: 229 }))).toBeNull();
    }
    expect(paletteKeyAction(key('n', { ctrlKey: true, keyCode: 229 }))).toBeNull();
  });
});

describe('palette movement', () => {
  it('headers and disabled commands are not valid; search-all is', () => {
    expect(rows.map(isValidRow)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('spec 01 §4: the first valid item is the one auto-selected', () => {
    expect(firstValid(rows)).toBe(1);
    expect(lastValid(rows)).toBe(8);
    expect(firstValid([])).toBe(-1);
  });

  it('next and previous skip headers and disabled items and stop at the ends', () => {
    expect(nextValid(rows, 1)).toBe(6);
    expect(nextValid(rows, 7)).toBe(8);
    expect(nextValid(rows, 8)).toBe(8);
    expect(prevValid(rows, 6)).toBe(1);
    expect(prevValid(rows, 1)).toBe(1);
  });

  it('with nothing active, next takes the first and previous the last', () => {
    expect(nextValid(rows, -1)).toBe(1);
    expect(prevValid(rows, -1)).toBe(8);
  });

  it('spec 01 §4: Alt+Down goes to the first valid item of the next group with one', () => {
    // Group B has only a disabled item: skipped.
    expect(moveByGroup(rows, 1, 1)).toBe(6);
    expect(moveByGroup(rows, 6, 1)).toBe(8);
    // Past the last group it moves by one item instead (stays at the end).
    expect(moveByGroup(rows, 8, 1)).toBe(8);
  });

  it('spec 01 §4: Alt+Up goes to the first valid item of the previous group with one', () => {
    expect(moveByGroup(rows, 7, -1)).toBe(1);
    expect(moveByGroup(rows, 8, -1)).toBe(6);
    // In the first group it moves up by one item.
    expect(moveByGroup(rows, 1, -1)).toBe(1);
  });

  it('moveActive applies each action', () => {
    expect(moveActive(rows, 1, 'next')).toBe(6);
    expect(moveActive(rows, 6, 'prev')).toBe(1);
    expect(moveActive(rows, 1, 'nextGroup')).toBe(6);
    expect(moveActive(rows, 8, 'prevGroup')).toBe(6);
    expect(moveActive(rows, 6, 'first')).toBe(1);
    expect(moveActive(rows, 1, 'last')).toBe(8);
  });
});
