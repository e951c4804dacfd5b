export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { nextSort, sortRows } from './sortRows';
export type { DataTableColumn, SortDescriptor, SortDirection, SortValue } from './types';
