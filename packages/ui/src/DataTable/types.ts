import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and in which direction. */
export interface SortDescriptor {
  /** The `key` of the sorted column. */
  column: string;
  /** `ascending` (A→Z, 0→9, oldest first) or `descending`; empty values sort last either way. */
  direction: SortDirection;
}

/** What a column sorts by; empty values (null, undefined, '') always sort last. */
export type SortValue = string | number | boolean | Date | null | undefined;

/** One column of a DataTable. */
export interface DataTableColumn<T> {
  /** Unique among the columns; the sort descriptor names the column by it. */
  key: string;
  /** Header content; for a sortable column it becomes the sort button's label. */
  header: ReactNode;
  /** Renders the cell of a row. */
  cell: (row: T) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** The value sorted by; `row[key]` when omitted. */
  sortValue?: (row: T) => SortValue;
  /** CSS width (number = px). */
  width?: number | string;
  /** Horizontal alignment of header and cells; `start` by default, `end` suits numbers. */
  align?: 'start' | 'center' | 'end';
  /** Keeps header and cells on one line (dates, codes, phone numbers). */
  noWrap?: boolean;
  /** Renders the cells as row headers (`<th scope="row">`), e.g. for the name column. */
  rowHeader?: boolean;
}
