import { useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { toCss } from '../css';
import { EmptyState } from '../EmptyState/EmptyState';
import { localeTags } from '../intl/locale';
import { useIntl } from '../intl/useIntl';
import { Skeleton } from '../Skeleton/Skeleton';
import { dataTableCatalogue } from './catalogue';
import {
  BodyCell,
  BodyRow,
  Caption,
  FullWidthCell,
  HeaderCell,
  SortButton,
  Table,
  TableFrame,
} from './DataTable.styles';
import { SortIndicator } from './SortIndicator';
import { nextSort, sortRows } from './sortRows';
import type { DataTableColumn, SortDescriptor } from './types';

/** A table is named by a visible caption or, when the page already titles it, an aria-label. */
type DataTableLabel =
  | {
      /** The table's caption; it names the table. */
      caption: ReactNode;
      /** Keeps the caption for assistive technology only (a heading above already shows it). */
      captionHidden?: boolean;
      'aria-label'?: never;
    }
  | {
      caption?: never;
      captionHidden?: never;
      /** The table's accessible name when it has no caption. */
      'aria-label': string;
    };

interface DataTableOwnProps<T> {
  /** Column definitions, in display order. */
  columns: readonly DataTableColumn<T>[];
  /** The rows; sorted by the table unless `manualSort`. */
  rows: readonly T[];
  /** A property holding each row's unique id, or a function returning it. */
  rowKey: keyof T | ((row: T) => string | number);
  /** Controlled sort; `null` for unsorted. */
  sort?: SortDescriptor | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: SortDescriptor | null;
  /** Called with the new sort when a header's sort button is pressed. */
  onSortChange?: (sort: SortDescriptor) => void;
  /** Rows arrive sorted (by the server): the table only reports sort changes. */
  manualSort?: boolean;
  /**
   * Called when a row is activated by a click or by Enter. Rows then become focusable with a
   * roving tabindex: one row is in the Tab sequence, ArrowUp/ArrowDown move between rows and
   * Home/End jump to the first/last row.
   */
  onRowAction?: (row: T) => void;
  /** Shows skeleton rows instead of the rows and marks the table busy. */
  loading?: boolean;
  /** How many skeleton rows are drawn while loading; 5 by default. */
  loadingRowCount?: number;
  /** Replaces the default empty state ("No Data") shown when there are no rows. */
  empty?: ReactNode;
  /** Fixes the height (number = px): the body scrolls under a sticky header. */
  maxHeight?: number | string;
  /** Class name for layout by the parent. */
  className?: string;
}

export type DataTableProps<T> = DataTableOwnProps<T> & DataTableLabel;

/** Content a click may land on without activating the row. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [tabindex]';

/**
 * A data table following the APG Sortable Table example: a native `<table>`, sort buttons inside
 * the column headers and `aria-sort` on the header (ascending, descending, or none for an unsorted
 * sortable column). With `onRowAction`, rows are activated by click or Enter and navigated with
 * a roving tabindex (see `onRowAction`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    sort: controlledSort,
    defaultSort = null,
    onSortChange,
    manualSort = false,
    onRowAction,
    loading = false,
    loadingRowCount = 5,
    empty,
    maxHeight,
    className,
  } = props;
  const { t, locale } = useIntl(dataTableCatalogue);
  const captionId = useId();
  const [uncontrolledSort, setUncontrolledSort] = useState<SortDescriptor | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : uncontrolledSort;
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);

  const keyOf = (row: T): string =>
    String(typeof rowKey === 'function' ? rowKey(row) : row[rowKey]);

  const displayed = useMemo(
    () => (manualSort ? [...rows] : sortRows(rows, sort, columns, localeTags[locale])),
    [manualSort, rows, sort, columns, locale],
  );

  const changeSort = (column: string) => {
    const next = nextSort(sort, column);
    if (controlledSort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  // The roving tab stop: the last focused row while it is still shown, else the first row.
  const tabStopKey =
    focusedKey !== null && displayed.some((row) => keyOf(row) === focusedKey)
      ? focusedKey
      : displayed[0] !== undefined
        ? keyOf(displayed[0])
        : null;

  const focusRowAt = (index: number) => {
    const target = bodyRef.current?.rows.item(index);
    target?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) => {
    // Keys pressed inside a control of the row (a link, a button) belong to that control.
    if (event.target !== event.currentTarget) return;
    const last = displayed.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRowAt(move);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onRowAction?.(row);
    }
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    const target = event.target as Element;
    const control = target.closest(INTERACTIVE);
    if (control && control !== event.currentTarget) return;
    onRowAction?.(row);
  };

  const label = props['aria-label'];
  const hasCaption = label === undefined;
  const interactive = Boolean(onRowAction) || columns.some((column) => column.sortable);
  // A scroll container must be reachable by keyboard (WCAG 2.1.1); when nothing inside can take
  // focus, the container itself does.
  const frameFocusable = maxHeight !== undefined && !interactive;
  const frameStyle: CSSProperties | undefined =
    maxHeight !== undefined ? { maxHeight: toCss(maxHeight) } : undefined;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <BodyRow key={`loading-${index}`} aria-hidden="true" data-state="loading">
        {columns.map((column) => (
          <BodyCell key={column.key} data-align={column.align ?? 'start'}>
            <Skeleton width={index % 2 === 0 ? '80%' : '60%'} />
          </BodyCell>
        ))}
      </BodyRow>
    ));
  } else if (displayed.length === 0) {
    body = (
      <tr data-state="empty">
        <FullWidthCell colSpan={columns.length}>{empty ?? <EmptyState size="sm" />}</FullWidthCell>
      </tr>
    );
  } else {
    body = displayed.map((row, index) => {
      const key = keyOf(row);
      const rowProps = onRowAction
        ? {
            tabIndex: key === tabStopKey ? 0 : -1,
            'data-actionable': true,
            onFocus: () => setFocusedKey(key),
            onClick: (event: MouseEvent<HTMLTableRowElement>) => onRowClick(event, row),
            onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) =>
              onRowKeyDown(event, row, index),
          }
        : {};
      return (
        <BodyRow key={key} data-row-key={key} {...rowProps}>
          {columns.map((column) => (
            <BodyCell
              key={column.key}
              as={column.rowHeader ? 'th' : 'td'}
              scope={column.rowHeader ? 'row' : undefined}
              data-align={column.align ?? 'start'}
              data-nowrap={column.noWrap || undefined}
            >
              {column.cell(row)}
            </BodyCell>
          ))}
        </BodyRow>
      );
    });
  }

  return (
    <TableFrame
      className={className}
      style={frameStyle}
      data-scroll={maxHeight !== undefined || undefined}
      {...(frameFocusable
        ? {
            tabIndex: 0,
            role: 'region',
            ...(hasCaption ? { 'aria-labelledby': captionId } : { 'aria-label': label }),
          }
        : {})}
    >
      {/* Always present, so screen readers notice the text appearing when loading starts. */}
      <VisuallyHidden role="status">{loading ? t('loading') : null}</VisuallyHidden>
      <Table
        aria-label={label}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
      >
        {hasCaption ? (
          <Caption id={captionId} data-hidden={props.captionHidden || undefined}>
            {props.caption}
          </Caption>
        ) : null}
        <colgroup>
          {columns.map((column) => (
            <col
              key={column.key}
              style={column.width !== undefined ? { width: toCss(column.width) } : undefined}
            />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.key ? sort.direction : undefined;
              return (
                <HeaderCell
                  key={column.key}
                  scope="col"
                  data-align={column.align ?? 'start'}
                  data-sortable={column.sortable || undefined}
                  data-sorted={direction}
                  aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                >
                  {column.sortable ? (
                    <SortButton type="button" onClick={() => changeSort(column.key)}>
                      {column.header}
                      <SortIndicator direction={direction} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody ref={bodyRef}>{body}</tbody>
      </Table>
    </TableFrame>
  );
}
