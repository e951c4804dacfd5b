export { Pagination, DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageWindow, pageCountOf } from './pageWindow';
export type { PageItem } from './pageWindow';
