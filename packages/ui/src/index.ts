export * from './theme';
export * from './intl';
export * from './Button';
export * from './MessageBox';
export * from './Toast';
export * from './Portlet';
export * from './Field';
export * from './TextField';
export * from './Checkbox';
export * from './RadioGroup';
export * from './Switch';
export * from './Select';
export * from './Combobox';
export * from './Menu';
export * from './Tabs';
export * from './DataTable';
export * from './Avatar';
export * from './Badge';
export * from './StatusTag';
export * from './Spinner';
export * from './Skeleton';
export * from './EmptyState';
export * from './keyboard';
export * from './VisuallyHidden';
export * from './Upload';
export * from './Pagination';
export * from './Dialog';
export * from './AlertDialog';
export * from './Popover';
export * from './Tooltip';
export * from './DateRangePicker';
export * from './TimeSelect';
export * from './Link';
export * from './SafeHtml';
export * from './Banner';
export * from './Breadcrumbs';
export * from './TimelineEditor';
export * from './SortableGrid';
export * from './TagInput';
export * from './OrgTree';
export * from './CommandPalette';
export * from './icons';

/**
 * Lazy loading for every part kept out of a first load (widgets, the portal's routes, the
 * message box): `lazyWithRetry(load)` for one component, `lazyModule(load)` for several from
 * one chunk. A failed load is asked for again and never kept (unlike `React.lazy`), so a
 * remount loads again; an optional `timeoutMs` ends a stalled one with `LoadTimeoutError`.
 * Products add their own policy through the options (the portal reloads the page once).
 */
export {
  LoadTimeoutError,
  lazyModule,
  lazyWithRetry,
  type LazyModule,
  type LazyOptions,
} from './internal/lazyWithRetry';
