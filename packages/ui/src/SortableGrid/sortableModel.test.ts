import { describe, expect, it, vi } from 'vitest';
import {
  directionOfKey,
  displacedItems,
  findPlace,
  lastSlot,
  moveItem,
  navigateIndex,
  placeAtPoint,
  resolveMove,
  samePlace,
  stepPlace,
} from './sortableModel';
import type { ListLayout, SortableLists } from './sortableModel';

const order = ['shortcut', 'panel'];
const key = (item: string) => item;
/** Shortcut list a..g (7, rows of 5: a-e, f-g); panel list p..r. */
const lists: SortableLists<string> = {
  shortcut: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
  panel: ['p', 'q', 'r'],
};
const at = (listId: string, index: number) => ({ listId, index });

describe('spec 02 §4: moveItem (reorder within a list, move between shortcut and panel lists)', () => {
  it('reorders within a list: the index is the final index of the item', () => {
    expect(moveItem(lists, at('shortcut', 0), at('shortcut', 2)).shortcut).toEqual([
      'b',
      'c',
      'a',
      'd',
      'e',
      'f',
      'g',
    ]);
    expect(moveItem(lists, at('shortcut', 6), at('shortcut', 0)).shortcut?.[0]).toBe('g');
  });

  it('moves between lists, inserting at the index and leaving the source without it', () => {
    const next = moveItem(lists, at('panel', 1), at('shortcut', 5));
    expect(next.panel).toEqual(['p', 'r']);
    expect(next.shortcut).toEqual(['a', 'b', 'c', 'd', 'e', 'q', 'f', 'g']);
  });

  it('moves into an empty or missing list', () => {
    expect(moveItem({ shortcut: ['a'], panel: [] }, at('shortcut', 0), at('panel', 0))).toEqual({
      shortcut: [],
      panel: ['a'],
    });
    expect(moveItem({ shortcut: ['a'] }, at('shortcut', 0), at('panel', 3)).panel).toEqual(['a']);
  });

  it('clamps an index past the end and never mutates its input', () => {
    const frozen = structuredClone(lists);
    expect(moveItem(lists, at('shortcut', 0), at('panel', 99)).panel).toEqual(['p', 'q', 'r', 'a']);
    expect(moveItem(lists, at('shortcut', 0), at('shortcut', -4)).shortcut?.[0]).toBe('a');
    expect(lists).toEqual(frozen);
  });

  it('an unknown source place changes nothing', () => {
    expect(moveItem(lists, at('shortcut', 40), at('panel', 0))).toBe(lists);
  });
});

describe('findPlace, samePlace, lastSlot', () => {
  it('finds an item by key in list order, or null', () => {
    expect(findPlace(lists, order, 'q', key)).toEqual(at('panel', 1));
    expect(findPlace(lists, order, 'zz', key)).toBeNull();
  });
  it('compares places by list and index', () => {
    expect(samePlace(at('panel', 1), at('panel', 1))).toBe(true);
    expect(samePlace(at('panel', 1), at('shortcut', 1))).toBe(false);
  });
  it('the carried item leaves its own list, so its last slot is one less there', () => {
    expect(lastSlot(lists, at('shortcut', 2), 'shortcut')).toBe(6);
    expect(lastSlot(lists, at('shortcut', 2), 'panel')).toBe(3);
  });
});

describe('spec 02 §2: navigateIndex (focus movement in the 5-per-row grid)', () => {
  it('previous/next by one, clamped at the ends', () => {
    expect(navigateIndex(7, 0, 'previous', 5)).toBe(0);
    expect(navigateIndex(7, 3, 'next', 5)).toBe(4);
    expect(navigateIndex(7, 6, 'next', 5)).toBe(6);
  });
  it('up/down by a row of 5; no row there keeps the focus', () => {
    expect(navigateIndex(7, 6, 'up', 5)).toBe(1);
    expect(navigateIndex(7, 1, 'up', 5)).toBe(1);
    expect(navigateIndex(7, 1, 'down', 5)).toBe(6);
    expect(navigateIndex(7, 6, 'down', 5)).toBe(6);
  });
  it('down into a shorter last row lands on its last item', () => {
    expect(navigateIndex(7, 4, 'down', 5)).toBe(6);
  });
  it('first/last; an empty list has nothing to focus', () => {
    expect(navigateIndex(7, 3, 'first', 5)).toBe(0);
    expect(navigateIndex(7, 3, 'last', 5)).toBe(6);
    expect(navigateIndex(0, 0, 'next', 5)).toBe(-1);
  });
});

describe('spec 02 §2, §4: stepPlace (keyboard move of a carried item)', () => {
  const step = (
    origin: [string, number],
    target: [string, number],
    dir: Parameters<typeof stepPlace>[4],
  ) => stepPlace(lists, order, at(...origin), at(...target), dir, 5);

  it('previous/next move one place within the list', () => {
    expect(step(['shortcut', 2], ['shortcut', 2], 'next')).toEqual(at('shortcut', 3));
    expect(step(['shortcut', 2], ['shortcut', 2], 'previous')).toEqual(at('shortcut', 1));
  });
  it('next from the last place crosses to the start of the next list', () => {
    expect(step(['shortcut', 2], ['shortcut', 6], 'next')).toEqual(at('panel', 0));
  });
  it('previous from the first place crosses to the end of the previous list', () => {
    // The carried item came from the shortcut list, so its end is index 6 there.
    expect(step(['shortcut', 2], ['panel', 0], 'previous')).toEqual(at('shortcut', 6));
    // An item from the panel list can take index 7 (after all 7 shortcuts).
    expect(step(['panel', 0], ['panel', 0], 'previous')).toEqual(at('shortcut', 7));
  });
  it('up/down move a row of 5 within the list', () => {
    expect(step(['shortcut', 1], ['shortcut', 1], 'down')).toEqual(at('shortcut', 6));
    expect(step(['shortcut', 1], ['shortcut', 6], 'up')).toEqual(at('shortcut', 1));
  });
  it('down into a shorter last row lands on its last place', () => {
    expect(step(['shortcut', 0], ['shortcut', 4], 'down')).toEqual(at('shortcut', 6));
  });
  it('down from the last row crosses to the same column of the next list (clamped)', () => {
    expect(step(['shortcut', 0], ['shortcut', 5], 'down')).toEqual(at('panel', 0));
    expect(step(['shortcut', 0], ['shortcut', 6], 'down')).toEqual(at('panel', 1));
    // Column 4 of a last row, into a panel list with 3 others: its last place, 3.
    expect(
      stepPlace(
        { shortcut: ['a', 'b', 'c', 'd', 'e'], panel: ['p', 'q', 'r'] },
        order,
        at('shortcut', 0),
        at('shortcut', 4),
        'down',
        5,
      ),
    ).toEqual(at('panel', 3));
  });
  it('up from the first row crosses to the same column of the last row before', () => {
    // From the panel, the shortcut list has 8 places (0..7): last row starts at 5.
    expect(step(['panel', 2], ['panel', 1], 'up')).toEqual(at('shortcut', 6));
    expect(step(['panel', 2], ['panel', 0], 'up')).toEqual(at('shortcut', 5));
    expect(
      stepPlace(
        { shortcut: ['a', 'b'], panel: ['p'] },
        order,
        at('panel', 0),
        at('panel', 0),
        'up',
        5,
      ),
    ).toEqual(at('shortcut', 0));
    expect(
      stepPlace(
        { shortcut: ['a'], panel: ['p', 'q', 'r', 's', 't'] },
        order,
        at('panel', 0),
        at('panel', 4),
        'up',
        5,
      ),
    ).toEqual(at('shortcut', 1));
  });
  it('nothing before the first list or after the last: the item stays', () => {
    expect(step(['shortcut', 0], ['shortcut', 0], 'previous')).toEqual(at('shortcut', 0));
    expect(step(['shortcut', 0], ['shortcut', 2], 'up')).toEqual(at('shortcut', 2));
    expect(step(['panel', 0], ['panel', 2], 'next')).toEqual(at('panel', 2));
    expect(step(['panel', 0], ['panel', 1], 'down')).toEqual(at('panel', 1));
  });
  it('first/last stay within the current list', () => {
    expect(step(['shortcut', 0], ['panel', 2], 'first')).toEqual(at('panel', 0));
    expect(step(['shortcut', 0], ['panel', 0], 'last')).toEqual(at('panel', 3));
    expect(step(['panel', 0], ['panel', 0], 'last')).toEqual(at('panel', 2));
  });
  it('into an empty list the only place is 0', () => {
    const empty = { shortcut: ['a', 'b'], panel: [] };
    expect(stepPlace(empty, order, at('shortcut', 1), at('shortcut', 1), 'next', 5)).toEqual(
      at('panel', 0),
    );
    expect(stepPlace(empty, order, at('shortcut', 1), at('panel', 0), 'last', 5)).toEqual(
      at('panel', 0),
    );
    expect(stepPlace(empty, order, at('shortcut', 1), at('shortcut', 0), 'down', 5)).toEqual(
      at('panel', 0),
    );
  });
});

describe('directionOfKey', () => {
  it('maps arrows, Home and End; other keys are not moves', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].map(directionOfKey),
    ).toEqual(['previous', 'next', 'up', 'down', 'first', 'last']);
    expect(directionOfKey('Enter')).toBeNull();
    expect(directionOfKey('Backspace')).toBeNull();
  });
});

describe('placeAtPoint (pointer drag hit testing)', () => {
  /** Items 100 × 40 laid 5 per row from (0, 0) inside a list box; gap-free for clarity. */
  function grid(listId: string, count: number, top: number): ListLayout {
    const items = Array.from({ length: count }, (_, index) => {
      const left = (index % 5) * 100;
      const itemTop = top + Math.floor(index / 5) * 40;
      return { left, top: itemTop, right: left + 100, bottom: itemTop + 40 };
    });
    return { listId, box: { left: 0, top, right: 500, bottom: top + 80 }, items };
  }
  const layouts = [grid('shortcut', 7, 0), grid('panel', 3, 100)];

  it('over an item the carried item takes that index', () => {
    expect(placeAtPoint(250, 10, layouts, at('shortcut', 0))).toEqual(at('shortcut', 2));
    expect(placeAtPoint(150, 110, layouts, at('shortcut', 0))).toEqual(at('panel', 1));
  });
  it('over the carried item itself nothing changes', () => {
    expect(placeAtPoint(50, 50, layouts, at('shortcut', 5))).toEqual(at('shortcut', 5));
  });
  it('over the empty end of a row: after every item before the pointer', () => {
    expect(placeAtPoint(450, 50, layouts, at('panel', 0))).toEqual(at('shortcut', 7));
    // The carried item does not count among those before (it leaves its place).
    expect(placeAtPoint(450, 50, layouts, at('shortcut', 1))).toEqual(at('shortcut', 6));
    expect(placeAtPoint(450, 110, layouts, at('shortcut', 1))).toEqual(at('panel', 3));
    expect(placeAtPoint(450, 150, layouts, at('shortcut', 1))).toEqual(at('panel', 3));
  });
  it('an empty list takes the item at 0', () => {
    expect(placeAtPoint(10, 110, [grid('panel', 0, 100)], at('shortcut', 1))).toEqual(
      at('panel', 0),
    );
  });
  it('outside every list there is no place', () => {
    expect(placeAtPoint(10, 90, layouts, at('shortcut', 0))).toBeNull();
    expect(placeAtPoint(600, 10, layouts, at('shortcut', 0))).toBeNull();
  });
});

describe('resolveMove (the caller decides limits)', () => {
  it('dropping where it was picked up is unchanged and asks nobody', () => {
    const decide = vi.fn();
    const outcome = resolveMove(lists, at('panel', 1), at('panel', 1), decide);
    expect(outcome.status).toBe('unchanged');
    expect(outcome.lists).toBe(lists);
    expect(decide).not.toHaveBeenCalled();
  });
  it('without a decision the proposed lists are kept', () => {
    const outcome = resolveMove(lists, at('panel', 0), at('shortcut', 0));
    expect(outcome.status).toBe('moved');
    expect(outcome.lists.shortcut?.[0]).toBe('p');
    expect(outcome.move).toEqual({ item: 'p', from: at('panel', 0), to: at('shortcut', 0) });
  });
  it('the caller gets the move and the proposal; false vetoes it', () => {
    const decide = vi.fn(() => false as const);
    const outcome = resolveMove(lists, at('panel', 0), at('shortcut', 0), decide);
    expect(decide).toHaveBeenCalledWith(
      { item: 'p', from: at('panel', 0), to: at('shortcut', 0) },
      moveItem(lists, at('panel', 0), at('shortcut', 0)),
    );
    expect(outcome).toMatchObject({ status: 'vetoed', lists });
  });
  it('spec 02 §9: the caller may adjust: a shortcut limit sends the last shortcut back to the panel', () => {
    const limit = 7;
    const outcome = resolveMove(lists, at('panel', 0), at('shortcut', 0), (move, proposed) => {
      const shortcut = proposed.shortcut ?? [];
      if (shortcut.length <= limit) return proposed;
      return {
        shortcut: shortcut.slice(0, limit),
        panel: [...shortcut.slice(limit), ...(proposed.panel ?? [])],
      };
    });
    expect(outcome.status).toBe('moved');
    expect(outcome.lists).toEqual({
      shortcut: ['p', 'a', 'b', 'c', 'd', 'e', 'f'],
      panel: ['g', 'q', 'r'],
    });
  });
  it('a target past the end is clamped before the caller sees it', () => {
    const outcome = resolveMove(lists, at('shortcut', 0), at('panel', 50));
    expect(outcome.move?.to).toEqual(at('panel', 3));
  });
  it('an empty source place is unchanged', () => {
    expect(resolveMove(lists, at('panel', 9), at('shortcut', 0)).status).toBe('unchanged');
  });
});

describe('displacedItems', () => {
  it('lists the items other than the moved one that changed list', () => {
    const after = { shortcut: ['p', 'a', 'b', 'c', 'd', 'e', 'f'], panel: ['g', 'q', 'r'] };
    expect(displacedItems(lists, after, order, 'p', key)).toEqual([{ item: 'g', listId: 'panel' }]);
    expect(
      displacedItems(lists, moveItem(lists, at('panel', 0), at('shortcut', 0)), order, 'p', key),
    ).toEqual([]);
  });
});
