/** A slot in the row of page buttons: a page number, or a gap standing for hidden pages. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: the first and last pages, `siblings` pages either side of the
 * current one, and an ellipsis for each longer run of hidden pages. A gap of a single page
 * shows that page instead of an ellipsis (an ellipsis hiding one number saves nothing), and
 * the row keeps the same length (2 × siblings + 5) wherever the current page is, so the
 * buttons do not jump under the pointer while paging.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  if (count <= 2 * around + 5) return range(1, count);

  // The run of pages around the current one, pushed inwards at the ends so it stays full.
  const start = Math.max(Math.min(current - around, count - 2 * around - 2), 3);
  const end = Math.min(Math.max(current + around, 2 * around + 3), count - 2);
  return [
    1,
    ...(start > 3 ? (['start-ellipsis'] as const) : [2]),
    ...range(start, end),
    ...(end < count - 2 ? (['end-ellipsis'] as const) : [count - 1]),
    count,
  ];
}

/** How many pages `totalCount` items fill at `pageSize` a page; at least one. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  if (pageSize <= 0 || totalCount <= 0) return 1;
  return Math.ceil(totalCount / pageSize);
}
