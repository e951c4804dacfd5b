/**
 * The rules of SortableGrid, free of React and the DOM so the favourites widget (and the
 * server, when it validates an order) can reason about the same moves.
 *
 * Lists are held by id (`{ shortcut: [...], panel: [...] }`); `order` is the order in which
 * they are shown, which is also the order keyboard moves cross from one list to the next.
 * A place's `index` is always the index the item has (or will have) in its list, never an
 * insertion gap, so a place reads the same before and after a move.
 */

/** The items of every list, by list id. */
export type SortableLists<T> = Readonly<Record<string, readonly T[]>>;

/** Where an item sits: its list and its index in that list. */
export interface SortablePlace {
  listId: string;
  index: number;
}

/** One finished gesture: the item, where it was picked up and where it was dropped. */
export interface SortableMove<T> {
  item: T;
  from: SortablePlace;
  to: SortablePlace;
}

/**
 * The caller's say over a move (e.g. a list limit): return the lists to keep (the proposed
 * ones, or ones adjusted, say with an overflowing item sent back), `false` to refuse the
 * move, or nothing to accept the proposal as it is.
 */
export type DecideMove<T> = (
  move: SortableMove<T>,
  proposed: SortableLists<T>,
) => SortableLists<T> | false | undefined | void;

/** A keyboard direction, in the grid's reading order (left to right, top to bottom). */
export type GridDirection = 'previous' | 'next' | 'up' | 'down' | 'first' | 'last';

export function samePlace(a: SortablePlace, b: SortablePlace): boolean {
  return a.listId === b.listId && a.index === b.index;
}

function listOf<T>(lists: SortableLists<T>, listId: string): readonly T[] {
  return lists[listId] ?? [];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The lists after taking the item at `from` and putting it at index `to.index` of `to.listId`
 * (clamped to the list). The input is never mutated; an unknown `from` changes nothing.
 */
export function moveItem<T>(
  lists: SortableLists<T>,
  from: SortablePlace,
  to: SortablePlace,
): SortableLists<T> {
  const source = listOf(lists, from.listId);
  const item = source[from.index];
  if (item === undefined) return lists;
  const without = source.filter((_, index) => index !== from.index);
  const next: Record<string, readonly T[]> = { ...lists, [from.listId]: without };
  const destination = [...listOf(next, to.listId)];
  destination.splice(clamp(to.index, 0, destination.length), 0, item);
  next[to.listId] = destination;
  return next;
}

/** The item at a place, if any. */
export function itemAt<T>(lists: SortableLists<T>, place: SortablePlace): T | undefined {
  return listOf(lists, place.listId)[place.index];
}

/** Where the item with this key sits, or null when no list holds it. */
export function findPlace<T>(
  lists: SortableLists<T>,
  order: readonly string[],
  key: string,
  getKey: (item: T) => string,
): SortablePlace | null {
  for (const listId of order) {
    const index = listOf(lists, listId).findIndex((item) => getKey(item) === key);
    if (index >= 0) return { listId, index };
  }
  return null;
}

/**
 * The highest index the carried item can take in `listId`: the count of the list's other
 * items (the carried item leaves its own list while it is carried).
 */
export function lastSlot<T>(
  lists: SortableLists<T>,
  origin: SortablePlace,
  listId: string,
): number {
  const length = listOf(lists, listId).length;
  return origin.listId === listId ? length - 1 : length;
}

/**
 * Focus movement inside one list of `count` items laid out `columns` per row: previous/next
 * by one, up/down by a row (staying put when there is no row there), first/last.
 */
export function navigateIndex(
  count: number,
  index: number,
  direction: GridDirection,
  columns: number,
): number {
  if (count === 0) return -1;
  const last = count - 1;
  switch (direction) {
    case 'previous':
      return clamp(index - 1, 0, last);
    case 'next':
      return clamp(index + 1, 0, last);
    case 'up':
      return index - columns >= 0 ? index - columns : index;
    case 'down':
      if (index + columns <= last) return index + columns;
      // A shorter last row: land on its last item rather than nowhere.
      return Math.floor(last / columns) > Math.floor(index / columns) ? last : index;
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}

/**
 * Where a carried item goes on a key press. Within a list it moves like focus does; past the
 * start or end of a list it crosses into the neighbouring list in `order`: previous from the
 * first place goes to the end of the list before, next from the last place to the start of
 * the list after, up from the first row to the same column of the last row before, down from
 * the last row to the same column of the first row after. First and last stay in the list.
 */
export function stepPlace<T>(
  lists: SortableLists<T>,
  order: readonly string[],
  origin: SortablePlace,
  target: SortablePlace,
  direction: GridDirection,
  columns: number,
): SortablePlace {
  const listPosition = order.indexOf(target.listId);
  const last = lastSlot(lists, origin, target.listId);
  const column = target.index % columns;
  const before = listPosition > 0 ? order[listPosition - 1] : undefined;
  const after = listPosition >= 0 ? order[listPosition + 1] : undefined;
  const within = (index: number): SortablePlace => ({ listId: target.listId, index });

  switch (direction) {
    case 'first':
      return within(0);
    case 'last':
      return within(last);
    case 'previous':
      if (target.index > 0) return within(target.index - 1);
      return before === undefined
        ? target
        : { listId: before, index: lastSlot(lists, origin, before) };
    case 'next':
      if (target.index < last) return within(target.index + 1);
      return after === undefined ? target : { listId: after, index: 0 };
    case 'up': {
      if (target.index - columns >= 0) return within(target.index - columns);
      if (before === undefined) return target;
      const beforeLast = lastSlot(lists, origin, before);
      const lastRowStart = Math.floor(beforeLast / columns) * columns;
      return { listId: before, index: Math.min(lastRowStart + column, beforeLast) };
    }
    case 'down': {
      if (target.index + columns <= last) return within(target.index + columns);
      if (Math.floor(last / columns) > Math.floor(target.index / columns)) return within(last);
      if (after === undefined) return target;
      return { listId: after, index: Math.min(column, lastSlot(lists, origin, after)) };
    }
  }
}

/** The grid direction a key stands for, or null for any other key. */
export function directionOfKey(key: string): GridDirection | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** A box on screen (as from getBoundingClientRect). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where one list and its items are on screen, items in list order. */
export interface ListLayout {
  listId: string;
  box: Box;
  items: readonly Box[];
}

function contains(box: Box, x: number, y: number): boolean {
  return x >= box.left && x < box.right && y >= box.top && y < box.bottom;
}

/**
 * The place a pointer at (x, y) asks for while an item is carried. `layouts` describe the
 * lists as shown, the carried item already drawn at `carried`. Over an item, the carried item
 * takes that item's index (so after the move it sits under the pointer and nothing flickers);
 * over a list's empty area it goes after every item that comes before the pointer in reading
 * order; outside every list the answer is null.
 */
export function placeAtPoint(
  x: number,
  y: number,
  layouts: readonly ListLayout[],
  carried: SortablePlace,
): SortablePlace | null {
  const layout = layouts.find((candidate) => contains(candidate.box, x, y));
  if (!layout) return null;
  const hit = layout.items.findIndex((box) => contains(box, x, y));
  if (hit >= 0) return { listId: layout.listId, index: hit };
  let before = 0;
  layout.items.forEach((box, index) => {
    const rowAbove = box.bottom <= y;
    const leftInRow = box.top <= y && y < box.bottom && (box.left + box.right) / 2 < x;
    if (!(rowAbove || leftInRow)) return;
    // The carried item leaves its place, so it does not count among those before.
    if (!(layout.listId === carried.listId && index === carried.index)) before += 1;
  });
  return { listId: layout.listId, index: before };
}

/** What came of a drop. */
export type MoveOutcome<T> =
  | { status: 'unchanged'; lists: SortableLists<T> }
  | { status: 'vetoed'; lists: SortableLists<T> }
  | { status: 'moved'; lists: SortableLists<T> };

/**
 * Applies a drop: nothing when the item is dropped where it was picked up; otherwise the
 * proposed lists, as the caller's `decide` accepts, adjusts or refuses them.
 */
export function resolveMove<T>(
  lists: SortableLists<T>,
  from: SortablePlace,
  to: SortablePlace,
  decide?: DecideMove<T>,
): MoveOutcome<T> & { move: SortableMove<T> | null } {
  const item = itemAt(lists, from);
  if (item === undefined || samePlace(from, to)) {
    return { status: 'unchanged', lists, move: null };
  }
  const target = { listId: to.listId, index: clamp(to.index, 0, lastSlot(lists, from, to.listId)) };
  const move: SortableMove<T> = { item, from, to: target };
  const proposed = moveItem(lists, from, target);
  const decided = decide?.(move, proposed);
  if (decided === false) return { status: 'vetoed', lists, move };
  return { status: 'moved', lists: decided ?? proposed, move };
}

/**
 * Items other than `movedKey` that ended up in another list after a move, e.g. the one the
 * caller sent back when a list overflowed; they are announced too, so nothing moves unsaid.
 */
export function displacedItems<T>(
  before: SortableLists<T>,
  after: SortableLists<T>,
  order: readonly string[],
  movedKey: string,
  getKey: (item: T) => string,
): { item: T; listId: string }[] {
  const listBefore = new Map<string, string>();
  for (const listId of order) {
    for (const item of listOf(before, listId)) listBefore.set(getKey(item), listId);
  }
  const displaced: { item: T; listId: string }[] = [];
  for (const listId of order) {
    for (const item of listOf(after, listId)) {
      const key = getKey(item);
      const was = listBefore.get(key);
      if (key !== movedKey && was !== undefined && was !== listId) displaced.push({ item, listId });
    }
  }
  return displaced;
}
