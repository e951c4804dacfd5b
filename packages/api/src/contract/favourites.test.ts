import { describe, expect, it } from 'vitest';
import {
  applySelection,
  FAVOURITE_SELECTION_LIMIT,
  favouriteListsOf,
  favouriteOrderOf,
  favouriteProblemText,
  keepShortcutLimit,
  orderProblems,
  selectionProblems,
  SHORTCUT_LIMIT,
  type FavouriteProblem,
} from './favourites';
import { LOCALES } from './primitives';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('favourites arrangement rules (spec 02 §4, §5, §9)', () => {
  it('spec 02 §9: at most 9 shortcuts; the last one moves back to the panel list', () => {
    const lists = keepShortcutLimit({ shortcut: range(1, 10), panel: [50, 51] });
    expect(lists.shortcut).toEqual(range(1, SHORTCUT_LIMIT));
    expect(lists.panel).toEqual([10, 50, 51]);
  });

  it('spec 02 §9: a shortcut list within the limit is left as it is', () => {
    const lists = { shortcut: range(1, 9), panel: [] };
    expect(keepShortcutLimit(lists)).toBe(lists);
  });

  it('spec 02 §4: favourites split into the shortcut and panel lists, each by sortNo', () => {
    const item = (menuId: number, shortcutLinkFlag: 0 | 1, sortNo: number) => ({
      menuId,
      shortcutLinkFlag,
      sortNo,
    });
    const lists = favouriteListsOf([item(3, 0, 2), item(1, 1, 2), item(2, 1, 1), item(4, 0, 1)]);
    expect(lists.shortcut.map((i) => i.menuId)).toEqual([2, 1]);
    expect(lists.panel.map((i) => i.menuId)).toEqual([4, 3]);
  });

  it('spec 02 §4: the order sets shortcutLinkFlag from the list and sortNo from 1 within it', () => {
    expect(favouriteOrderOf({ shortcut: [7, 3], panel: [9] })).toEqual([
      { menuId: 7, shortcutLinkFlag: 1, sortNo: 1 },
      { menuId: 3, shortcutLinkFlag: 1, sortNo: 2 },
      { menuId: 9, shortcutLinkFlag: 0, sortNo: 1 },
    ]);
  });

  it('checking keeps the arrangement, drops unchecked menus and appends new ones to the shortcuts', () => {
    expect(applySelection({ shortcut: [1, 2], panel: [3, 4] }, [4, 2, 5])).toEqual({
      shortcut: [2, 5],
      panel: [4],
    });
  });

  it('spec 02 §9: a new favourite past 9 shortcuts goes to the panel list', () => {
    expect(
      applySelection({ shortcut: range(1, 9), panel: [20] }, [...range(1, 9), 20, 30]),
    ).toEqual({
      shortcut: range(1, 9),
      panel: [30, 20],
    });
  });
});

describe('favourites save validation (spec 02 §5, §6)', () => {
  const readable = new Set(range(1, 30));

  it('a valid selection has no problems', () => {
    expect(selectionProblems([1, 2, 3], { readable, fixed: [1] })).toEqual([]);
  });

  it('spec 02 §9: more than 15 selections are refused', () => {
    expect(selectionProblems(range(1, FAVOURITE_SELECTION_LIMIT), { readable, fixed: [] })).toEqual(
      [],
    );
    expect(selectionProblems(range(1, 16), { readable, fixed: [] })).toEqual(['tooManySelections']);
  });

  it('spec 02 §6: fixed menus (defaultFlag 1) cannot be unchecked', () => {
    expect(selectionProblems([2, 3], { readable, fixed: [1] })).toEqual(['fixedRemoved']);
  });

  it('only menus the user may read; the same menu twice is refused', () => {
    expect(selectionProblems([1, 99], { readable, fixed: [] })).toEqual(['notReadable']);
    expect(selectionProblems([1, 1], { readable, fixed: [] })).toEqual(['duplicate']);
  });

  it('an order must list every current favourite exactly once', () => {
    const order = favouriteOrderOf({ shortcut: [1, 2], panel: [3] });
    expect(orderProblems(order, [1, 2, 3])).toEqual([]);
    expect(orderProblems(order.slice(0, 2), [1, 2, 3])).toEqual(['notTheFavourites']);
    expect(
      orderProblems([...order, { menuId: 4, shortcutLinkFlag: 0, sortNo: 2 }], [1, 2, 3]),
    ).toEqual(['notTheFavourites']);
  });

  it('spec 02 §9: an order with more than 9 shortcuts is refused', () => {
    const order = favouriteOrderOf({ shortcut: range(1, 10), panel: [] });
    expect(orderProblems(order, range(1, 10))).toEqual(['tooManyShortcuts']);
  });

  it('two entries of a list on one sortNo are refused', () => {
    expect(
      orderProblems(
        [
          { menuId: 1, shortcutLinkFlag: 1, sortNo: 1 },
          { menuId: 2, shortcutLinkFlag: 1, sortNo: 1 },
        ],
        [1, 2],
      ),
    ).toEqual(['duplicateSortNo']);
  });

  it('every problem has a distinct text in every locale', () => {
    const problems: FavouriteProblem[] = [
      'notReadable',
      'duplicate',
      'tooManySelections',
      'tooManyShortcuts',
      'fixedRemoved',
      'notTheFavourites',
      'duplicateSortNo',
    ];
    for (const locale of LOCALES) {
      const texts = problems.map((problem) => favouriteProblemText(problem, locale));
      expect(new Set(texts).size).toBe(problems.length);
    }
    expect(favouriteProblemText('tooManySelections', 'ko')).toContain('15');
  });
});
