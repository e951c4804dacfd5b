import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, Rect, Virtualizer } from '@tanstack/react-virtual';
import { createContext, memo, useCallback, useContext, useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import type { PaletteCommand } from './commandIndex';
import { rowKey } from './grouping';
import type { PaletteRow } from './grouping';
import { isValidRow } from './navigation';
import {
  GroupHeader,
  Option,
  LIST_MAX_HEIGHT,
  ResultList,
  ROW_HEIGHT,
  RowSpacer,
} from './CommandPalette.styles';

export interface PaletteListProps<Command extends PaletteCommand> {
  id: string;
  /** Hides the list while there are no rows; it stays mounted, so typing again is cheap. */
  hidden: boolean;
  /** Accessible name of the listbox. */
  label: string;
  rows: readonly PaletteRow<Command>[];
  /** Number of options (aria-setsize). */
  optionCount: number;
  activeIndex: number;
  /** The id of the option at a row index (the input's aria-activedescendant). */
  optionId: (rowIndex: number) => string;
  /** Id of the hidden element naming a group, so options are described by their group. */
  groupLabelId: (groupIndex: number) => string;
  renderCommand?: ((command: Command) => ReactNode) | undefined;
  onActivate: (rowIndex: number) => void;
  onChoose: (rowIndex: number) => void;
}

/**
 * The search-all entry's text, which follows the query at every keystroke while the rows
 * follow it only when results arrive: read from context by that one row, so a keystroke does
 * not re-render the list.
 */
export const SearchAllLabel = createContext('');

function SearchAllText() {
  return useContext(SearchAllLabel);
}

function rowHeight(row: PaletteRow<PaletteCommand> | undefined): number {
  if (!row) return ROW_HEIGHT.option;
  if (row.kind === 'header') return ROW_HEIGHT.header;
  if (row.kind === 'command' && row.command.description) return ROW_HEIGHT.optionWithDescription;
  return ROW_HEIGHT.option;
}

/**
 * The rows' window is computed against the list's full height instead of a measured one. The
 * list grows with its rows up to that height, so a measured height lags behind new results (a
 * list that held only the search-all entry measures 40 px, and would draw one more window of
 * rows once a resize observer reported the new height); measuring would also force a layout
 * from script. A list shorter than the full height just has fewer rows than could fit.
 */
function observeFullListRect(
  _instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
): () => void {
  report({ width: 640, height: LIST_MAX_HEIGHT });
  return () => undefined;
}

/** The row index stored on an option element, for the listbox's delegated pointer handlers. */
function rowIndexOf(event: MouseEvent<HTMLElement>): number {
  const option = (event.target as Element).closest('[data-row-index]');
  return option ? Number(option.getAttribute('data-row-index')) : -1;
}

/**
 * The results listbox, virtualized with @tanstack/react-virtual: only the rows in view (plus a
 * few) are in the DOM, so 10,000 results cost what 20 do. Rows have fixed heights. Focus stays
 * in the input (APG combobox); the active option is kept in view and rendered, so
 * `aria-activedescendant` always points at an element that exists.
 */
function PaletteListView<Command extends PaletteCommand>({
  id,
  hidden,
  label,
  rows,
  optionCount,
  activeIndex,
  optionId,
  groupLabelId,
  renderCommand,
  onActivate,
  onChoose,
}: PaletteListProps<Command>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => (index < rows.length ? index : -1), [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    // A new function for new rows: the virtualizer recomputes its offsets when rows change
    // (even to as many as before, with other heights), and only then.
    getItemKey,
    overscan: 6,
    // The active option is always rendered, even before it is scrolled into view, so
    // aria-activedescendant never points at an element that is not there.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || activeIndex >= rows.length || indexes.includes(activeIndex)) {
        return indexes;
      }
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    observeElementRect: observeFullListRect,
    initialRect: { width: 640, height: LIST_MAX_HEIGHT },
  });

  useEffect(() => {
    if (activeIndex < 0) return;
    // Scrolling reads layout; skip it when the active row is already in view (after each
    // keystroke the first row is active and the list is at the top).
    const row = virtualizer.getVirtualItems().find((item) => item.index === activeIndex);
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    if (row && row.start >= top && row.end <= top + height) return;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer, rows]);

  return (
    <ResultList
      ref={scrollRef}
      id={id}
      hidden={hidden}
      role="listbox"
      aria-label={label}
      // Keep focus in the input: pressing on an option must not blur it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={(event) => {
        const index = rowIndexOf(event);
        if (index !== activeIndex && isValidRow(rows[index])) onActivate(index);
      }}
      onClick={(event) => {
        const index = rowIndexOf(event);
        if (isValidRow(rows[index])) onChoose(index);
      }}
    >
      <RowSpacer style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const style = { transform: `translateY(${item.start}px)` };
          if (row.kind === 'header') {
            // Visual only: each option is described by its group's hidden label instead, which
            // stays in the DOM when the header scrolls out of the virtual window.
            return (
              <GroupHeader key={rowKey(row)} style={style} aria-hidden="true">
                {row.group.label}
              </GroupHeader>
            );
          }
          const active = item.index === activeIndex;
          const disabled = !isValidRow(row);
          const description = row.kind === 'command' ? row.command.description : undefined;
          return (
            <Option
              key={rowKey(row)}
              id={optionId(item.index)}
              role="option"
              style={style}
              aria-selected={active}
              aria-disabled={disabled || undefined}
              aria-setsize={optionCount}
              aria-posinset={row.optionIndex + 1}
              aria-describedby={row.kind === 'command' ? groupLabelId(row.groupIndex) : undefined}
              data-row-index={item.index}
              data-kind={row.kind}
              data-active={active || undefined}
              data-disabled={disabled || undefined}
              data-description={description ? '' : undefined}
            >
              {row.kind === 'searchAll' ? (
                <span data-part="label">
                  <SearchAllText />
                </span>
              ) : renderCommand ? (
                renderCommand(row.command)
              ) : (
                <>
                  <span data-part="label">{row.command.label}</span>
                  {description ? <span data-part="description">{description}</span> : null}
                </>
              )}
            </Option>
          );
        })}
      </RowSpacer>
    </ResultList>
  );
}

/** Memoized: renders that only change the input or the loading flag leave the list alone. */
export const PaletteList = memo(PaletteListView) as typeof PaletteListView;
