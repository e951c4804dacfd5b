/**
 * The rules of SortableGrid, free of React and the DOM so the favourites widget (and the
 * server, when it validates an order) can reason about the same moves.
 *
 * Lists are held by id (`{ shortcut: [...], panel: [...] }`); `order` is the order in which
 * they are shown.
 * A place's `index` is always the index the item has (or will have) in its list, never an
 * insertion gap, so a place reads the same before and after a move.
 */

/** What every item needs: a stable key and the text that names it in announcements. */
export interface SortableGridItem {
  key: string;
  label: string;
}

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
 * move, or nothing to accept the proposal as it is. It is asked for every place the user
 * points at too (a refused place is not offered as a drop target), so it must be pure.
 */
export type DecideMove<T> = (
  move: SortableMove<T>,
  proposed: SortableLists<T>,
) => SortableLists<T> | false | undefined | void;

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
 * The highest index the moved item can take in `listId`: the count of the list's other
 * items (the item leaves its own list when it moves).
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
 * The place an item takes when it is dropped at an insertion point (the gap before item
 * `insertion` of `listId`, or the end when `insertion` is the list's length). Within its own
 * list the item leaves a gap behind it, so a gap after its old place is one index lower.
 */
export function insertionPlace(
  origin: SortablePlace,
  listId: string,
  insertion: number,
): SortablePlace {
  const shifted = origin.listId === listId && origin.index < insertion;
  return { listId, index: shifted ? insertion - 1 : insertion };
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
