import { describe, expect, it, vi } from 'vitest';
import {
  displacedItems,
  findPlace,
  insertionPlace,
  lastSlot,
  moveItem,
  resolveMove,
  samePlace,
} from './sortableModel';
import type { SortableLists } from './sortableModel';

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
  it('the moved item leaves its own list, so its last slot is one less there', () => {
    expect(lastSlot(lists, at('shortcut', 2), 'shortcut')).toBe(6);
    expect(lastSlot(lists, at('shortcut', 2), 'panel')).toBe(3);
  });
});

describe('spec 02 §4: insertionPlace (a drop between items)', () => {
  it('in another list the item takes the index of the gap', () => {
    expect(insertionPlace(at('panel', 1), 'shortcut', 0)).toEqual(at('shortcut', 0));
    expect(insertionPlace(at('panel', 1), 'shortcut', 7)).toEqual(at('shortcut', 7));
  });
  it('in its own list a gap after its old place is one index lower (the item leaves a gap)', () => {
    expect(insertionPlace(at('shortcut', 0), 'shortcut', 3)).toEqual(at('shortcut', 2));
    expect(insertionPlace(at('shortcut', 4), 'shortcut', 1)).toEqual(at('shortcut', 1));
  });
  it('the gaps on either side of the item are its own place', () => {
    expect(insertionPlace(at('shortcut', 2), 'shortcut', 2)).toEqual(at('shortcut', 2));
    expect(insertionPlace(at('shortcut', 2), 'shortcut', 3)).toEqual(at('shortcut', 2));
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
