import type { DataTableColumn, SortDescriptor, SortValue } from './types';

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function readValue<T>(row: T, column: DataTableColumn<T>): SortValue {
  if (column.sortValue) return column.sortValue(row);
  const value: unknown = (row as Record<string, unknown>)[column.key];
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  ) {
    return value;
  }
  return null;
}

/**
 * Returns the rows sorted by the descriptor's column, a new array (the input is untouched).
 * Strings compare with `Intl.Collator` in the given locale with numeric collation, so Korean
 * names follow 가나다 order and "2층" sorts before "10층"; numbers, booleans and dates compare by
 * value. Empty values sort last in both directions, and equal rows keep their order (stable).
 * Without a descriptor, or for an unknown column, the rows come back in their given order.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortDescriptor | null | undefined,
  columns: readonly DataTableColumn<T>[],
  locale: string,
): T[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.column) : undefined;
  if (!sort || !column) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: SortValue, b: SortValue): number => {
    if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
    const x = a instanceof Date ? a.getTime() : Number(a);
    const y = b instanceof Date ? b.getTime() : Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return collator.compare(String(a), String(b));
    return x - y;
  };
  return rows
    .map((row, index) => ({ row, index, value: readValue(row, column) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * The sort after pressing a column's sort button: a new column starts ascending, and the
 * sorted column toggles between ascending and descending (the APG sortable table example).
 */
export function nextSort(
  current: SortDescriptor | null | undefined,
  column: string,
): SortDescriptor {
  if (current?.column === column && current.direction === 'ascending') {
    return { column, direction: 'descending' };
  }
  return { column, direction: 'ascending' };
}
