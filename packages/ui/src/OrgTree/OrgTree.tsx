import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Range, Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button';
import { useAsyncOptions } from '../Combobox/useAsyncOptions';
import type { LoadOptions } from '../Combobox/useAsyncOptions';
import { DEFAULT_DEBOUNCE_MS } from '../internal/debounce';
import { VisuallyHidden } from '../VisuallyHidden';
import { localeTags } from '../intl/locale';
import { pluralKey } from '../intl/pluralKey';
import { useIntl } from '../intl/useIntl';
import { isImeComposing } from '../keyboard';
import { Spinner } from '../Spinner';
import { SearchField } from '../TextField';
import { orgTreeCatalogue } from './catalogue';
import {
  OrgTreeRoot,
  ROW_HEIGHT,
  SearchSlot,
  TreeBox,
  TreeCanvas,
  TreeMessage,
} from './OrgTree.styles';
import { OrgTreeRow } from './OrgTreeRow';
import {
  appendTypeahead,
  commandForKey,
  countMatches,
  flattenVisible,
  isTypeaheadKey,
  keysWithInlineChildren,
  typeaheadIndex,
} from './treeModel';
import type { OrgTreeNode, TreeCommand, TypeaheadBuffer, VisibleRow } from './treeModel';
import { useLazyChildren } from './useLazyChildren';
import type { LoadChildren } from './useLazyChildren';

/**
 * Asks for the tree matching a search word: the matching nodes with their ancestors as inline
 * `children`. Called after the debounce with an AbortSignal that aborts when a newer word is
 * asked.
 */
export type SearchOrgTree = LoadOptions<OrgTreeNode>;

export interface OrgTreeProps {
  /** The tree's accessible name (e.g. "조직도"). */
  label: string;
  /** The top-level nodes. */
  roots: readonly OrgTreeNode[];
  /** Loads the children of a node with `hasChildren` and no `children`, on first expand. */
  loadChildren?: LoadChildren;
  /** Turns on the search box: the tree then shows the answer, matches highlighted. */
  search?: SearchOrgTree;
  /** Wait after the last keystroke before `search` runs; 300 ms (spec 02 §9). */
  searchDebounceMs?: number;
  /** The selected node's key (controlled); `null` for none. */
  selectedKey?: string | null;
  /** The initially selected node's key (uncontrolled). */
  defaultSelectedKey?: string | null;
  /** Called when Enter, Space or a click selects another node. */
  onSelectionChange?: (key: string, node: OrgTreeNode) => void;
  /** Keys of the open nodes while browsing (controlled). */
  expandedKeys?: readonly string[];
  /** Keys of the initially open nodes (uncontrolled); lazy ones load at once. */
  defaultExpandedKeys?: readonly string[];
  /** Called with the open keys whenever a node opens or closes while browsing. */
  onExpandedChange?: (keys: string[]) => void;
  /** Height of the scrolling tree in px; 360 by default. */
  height?: number;
  /**
   * The word read after a node's count badge (the number itself is visible), e.g. `명` for
   * members; the catalogue's "건" / "items" by default.
   */
  countUnit?: (count: number) => string;
  /** Overrides the search box's accessible name ("조직 검색"). */
  searchLabel?: string;
  /** Overrides the search box's placeholder. */
  searchPlaceholder?: string;
  /** Overrides the text shown when there are no roots. */
  emptyText?: string;
  /** Overrides the text shown when a search finds nothing. */
  searchEmptyText?: string;
  /** Class name of the outer wrapper. */
  className?: string;
}

const OVERSCAN = 8;

/** Keeps the active row rendered even when scrolled away: aria-activedescendant must resolve. */
function withActive(activeIndex: number) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
    return [...indexes, activeIndex].sort((a, b) => a - b);
  };
}

/**
 * Where the container has no measured height yet (hidden, or jsdom), assume the height it was
 * given, so the first page of rows renders rather than none.
 */
function observeRectOr(height: number) {
  return (
    instance: Virtualizer<HTMLDivElement, Element>,
    cb: (rect: { width: number; height: number }) => void,
  ) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height }));
}

/**
 * An organisation tree (WAI-ARIA APG treeview) for the directory, the member finder and unified
 * search: lazily loaded children with per-node loading, error and retry; an optional async
 * search whose answer is shown with the matches highlighted; count badges and group mail links.
 * Rows are flattened and virtualised, so 10,000 open nodes scroll and toggle smoothly. DOM focus
 * stays on the tree and `aria-activedescendant` names the active row. IME-safe: while a
 * composition is open no key moves, opens, selects or types ahead.
 */
export function OrgTree({
  label,
  roots,
  loadChildren,
  search,
  searchDebounceMs = DEFAULT_DEBOUNCE_MS,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  height = 360,
  countUnit,
  searchLabel,
  searchPlaceholder,
  emptyText,
  searchEmptyText,
  className,
}: OrgTreeProps) {
  const { t, locale } = useIntl(orgTreeCatalogue);
  const localeTag = localeTags[locale];
  const baseId = useId();
  const treeRef = useRef<HTMLDivElement>(null);
  const composing = useRef(false);
  const typeahead = useRef<TypeaheadBuffer | null>(null);

  const [selected, setSelected] = useControlledState<string | null>(
    selectedKey,
    defaultSelectedKey ?? null,
  );
  const [browseList, setBrowseList] = useControlledState<readonly string[]>(
    expandedKeys,
    defaultExpandedKeys ?? [],
  );
  const browseExpanded = useMemo(() => new Set(browseList), [browseList]);
  const { loaded, ensureLoaded } = useLazyChildren(loadChildren);

  // Search: the answer replaces the roots while a word is typed, every answered branch open.
  const [query, setQuery] = useState('');
  const word = query.trim();
  const found = useAsyncOptions<OrgTreeNode>(search, searchDebounceMs);
  const searching = search !== undefined && word !== '';
  const [searchOpen, setSearchOpen] = useState(() => ({
    results: found.options,
    keys: new Set<string>(),
  }));
  let searchExpanded = searchOpen.keys;
  if (searchOpen.results !== found.options) {
    searchExpanded = new Set(keysWithInlineChildren(found.options));
    setSearchOpen({ results: found.options, keys: searchExpanded });
  }

  const shownRoots = searching ? found.options : roots;
  const expanded = searching ? searchExpanded : browseExpanded;
  const rows = useMemo(
    () => flattenVisible(shownRoots, expanded, loaded),
    [shownRoots, expanded, loaded],
  );
  const indexByKey = useMemo(() => new Map(rows.map((row, i) => [row.key, i])), [rows]);

  // The active row: the one last moved to, else the selected one, else the first.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex =
    (activeKey === null ? undefined : indexByKey.get(activeKey)) ??
    (selected === null ? undefined : indexByKey.get(selected)) ??
    (rows.length > 0 ? 0 : -1);

  // The project does not build with React Compiler; the virtualiser's functions are read fresh.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => treeRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Stable between renders: a new getItemKey makes the virtualiser re-measure all rows.
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
    overscan: OVERSCAN,
    rangeExtractor: useMemo(() => withActive(activeIndex), [activeIndex]),
    observeElementRect: useMemo(() => observeRectOr(height), [height]),
  });

  // Open nodes whose children are not known yet (default or controlled keys) load now.
  useEffect(() => {
    for (const row of rows) if (row.expanded && row.status === 'idle') ensureLoaded(row.node);
  }, [rows, ensureLoaded]);

  const setExpanded = (next: Set<string>) => {
    if (searching) {
      setSearchOpen({ results: found.options, keys: next });
      return;
    }
    const list = [...next];
    setBrowseList(list);
    onExpandedChange?.(list);
  };

  const expand = (keys: readonly string[]) => {
    const next = new Set(expanded);
    for (const key of keys) next.add(key);
    setExpanded(next);
    for (const key of keys) {
      const row = rows[indexByKey.get(key) ?? -1];
      if (row) ensureLoaded(row.node);
    }
  };

  const collapse = (key: string) => {
    const next = new Set(expanded);
    next.delete(key);
    setExpanded(next);
  };

  const focusIndex = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveKey(row.key);
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const select = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveKey(row.key);
    if (row.key === selected) return;
    setSelected(row.key);
    onSelectionChange?.(row.key, row.node);
  };

  const run = (command: TreeCommand) => {
    if (command.type === 'focus') focusIndex(command.index);
    else if (command.type === 'expand') expand(command.keys);
    else if (command.type === 'collapse') collapse(command.key);
    else select(command.index);
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys inside a row's link or retry button are theirs.
    if (event.target !== event.currentTarget) return;
    if (composing.current || isImeComposing(event)) return;
    const command = commandForKey(rows, activeIndex, event.key);
    if (command) {
      event.preventDefault();
      run(command);
      return;
    }
    if (!isTypeaheadKey(event)) return;
    typeahead.current = appendTypeahead(typeahead.current, event.key, event.timeStamp);
    const index = typeaheadIndex(rows, activeIndex, typeahead.current.text, localeTag);
    if (index >= 0) {
      event.preventDefault();
      focusIndex(index);
    }
  };

  // One delegated handler for every row: the chevron toggles, the rest of the row selects.
  const onTreeClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('a, button')) return;
    const rowElement = target.closest<HTMLElement>('[data-row-index]');
    const row = rows[Number(rowElement?.dataset.rowIndex ?? -1)];
    if (!row || !rowElement) return;
    if (target.closest('[data-toggle]') && row.expandable) {
      setActiveKey(row.key);
      if (row.expanded) collapse(row.key);
      else expand([row.key]);
      return;
    }
    select(Number(rowElement.dataset.rowIndex));
  };

  // Rows are memoised (scrolling then renders only the rows that come into view), so what they
  // get must be stable: retry reaches this render's `expand` through a ref.
  const expandRef = useRef(expand);
  useLayoutEffect(() => {
    expandRef.current = expand;
  });
  const retry = useCallback((row: VisibleRow) => {
    setActiveKey(row.key);
    expandRef.current([row.key]);
  }, []);

  const compositionProps = {
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: () => {
      composing.current = false;
    },
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (composing.current || isImeComposing(event)) return;
    if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      treeRef.current?.focus();
    }
  };

  const onSearchChange = (text: string) => {
    setQuery(text);
    if (text.trim() !== '') found.request(text.trim());
  };

  const rowId = (index: number) => `${baseId}-row-${index}`;
  const unit = useCallback(
    (count: number) => countUnit?.(count) ?? t(pluralKey(locale, 'countUnit', count)),
    [countUnit, t, locale],
  );
  const activeRow = rows[activeIndex];

  let announcement = '';
  let body;
  if (searching && found.status !== 'ready') {
    const failed = found.status === 'error';
    if (failed) announcement = t('searchError');
    body = (
      <TreeMessage data-status={failed ? 'error' : 'loading'} style={{ minHeight: height }}>
        {failed ? (
          <>
            {t('searchError')}
            <Button size="sm" variant="secondary" onPress={() => found.request(word)}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <Spinner label={t('searching')} showLabel />
        )}
      </TreeMessage>
    );
  } else if (rows.length === 0) {
    const text = searching ? (searchEmptyText ?? t('searchEmpty')) : (emptyText ?? t('empty'));
    if (searching) announcement = text;
    body = (
      <TreeMessage data-status="empty" style={{ minHeight: height }}>
        {text}
      </TreeMessage>
    );
  } else {
    if (searching) {
      const count = countMatches(found.options, word, localeTag);
      announcement = t(pluralKey(locale, 'searchResults', count), { count });
    } else if (activeRow?.status === 'error') {
      announcement = t('loadErrorAnnounce', { name: activeRow.node.label });
    }
    body = (
      <TreeBox
        ref={treeRef}
        role="tree"
        aria-label={label}
        aria-activedescendant={activeRow ? rowId(activeIndex) : undefined}
        tabIndex={0}
        style={{ height }}
        onKeyDown={onTreeKeyDown}
        onClick={onTreeClick}
        {...compositionProps}
      >
        <TreeCanvas role="none" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <OrgTreeRow
                key={item.key}
                row={row}
                index={item.index}
                id={rowId(item.index)}
                offset={item.start}
                active={item.index === activeIndex}
                selected={row.key === selected}
                query={searching ? word : ''}
                localeTag={localeTag}
                countUnit={unit}
                onRetry={retry}
                t={t}
              />
            );
          })}
        </TreeCanvas>
      </TreeBox>
    );
  }

  return (
    <OrgTreeRoot className={className} data-mode={searching ? 'search' : 'browse'}>
      {search ? (
        <SearchSlot {...compositionProps}>
          <SearchField
            aria-label={searchLabel ?? t('searchLabel')}
            placeholder={searchPlaceholder ?? t('searchPlaceholder')}
            value={query}
            onChange={onSearchChange}
            onKeyDown={onSearchKeyDown}
            // Enter goes to the answer (and never submits a surrounding form).
            onSubmit={() => {
              if (rows.length > 0) treeRef.current?.focus();
            }}
          />
        </SearchSlot>
      ) : null}
      {body}
      <VisuallyHidden role="status" aria-live="polite" data-org-tree-live="">
        {announcement}
      </VisuallyHidden>
    </OrgTreeRoot>
  );
}
