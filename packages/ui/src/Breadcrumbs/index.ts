export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItemData, BreadcrumbsProps } from './Breadcrumbs';
