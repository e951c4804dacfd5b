import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CommandIndex, PaletteCommand } from './commandIndex';
import { groupRows } from './grouping';
import type { PaletteGroup, PaletteRow } from './grouping';
import { createPaletteSearch } from './paletteSearch';
import type { PaletteSearchFn, PaletteSearchSnapshot } from './paletteSearch';
import type { PaletteTiming } from './timing';

export interface PaletteResultsOptions<Command extends PaletteCommand> {
  /** The local commands' index; built by the caller so it survives closing the palette. */
  index: CommandIndex<Command>;
  search: PaletteSearchFn<Command> | undefined;
  groups: readonly PaletteGroup[];
  /** Adds the search-all entry while there is a query. */
  withSearchAll: boolean;
  /** Shown, in their groups and in this order, while the query is empty (recents, favourites). */
  idleCommands?: readonly Command[] | undefined;
  /** BCP 47 tag for collation. */
  localeTag: string;
  timing: PaletteTiming;
}

export interface PaletteResults<
  Command extends PaletteCommand,
> extends PaletteSearchSnapshot<Command> {
  rows: PaletteRow<Command>[];
  setQuery: (text: string) => void;
  /** The current query, read when needed (stable, unlike `query`). */
  getQuery: () => string;
}

/**
 * Connects the search timeline (`createPaletteSearch`) to React: the latest `search` prop is always the one called (an inline
 * function does not restart anything), and rows are derived once per rendered result set.
 */
export function usePaletteResults<Command extends PaletteCommand>({
  index,
  search,
  groups,
  withSearchAll,
  idleCommands,
  localeTag,
  timing,
}: PaletteResultsOptions<Command>): PaletteResults<Command> {
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const hasSearch = search !== undefined;
  const [palette] = useState(() => createPaletteSearch<Command>({}, timing));

  useEffect(() => {
    palette.setSources({
      filter: index.search,
      search: hasSearch
        ? (query, context) =>
            searchRef.current ? searchRef.current(query, context) : Promise.resolve([])
        : undefined,
    });
  }, [palette, index, hasSearch]);
  useEffect(() => () => palette.dispose(), [palette]);

  const snapshot = useSyncExternalStore(palette.subscribe, palette.getSnapshot);
  const collator = useMemo(() => new Intl.Collator(localeTag), [localeTag]);
  // Rows follow the rendered results and whether the search-all entry shows; a keystroke
  // that only changes the query's text regroups nothing.
  const showSearchAll = withSearchAll && snapshot.query !== '';
  const idle = snapshot.query === '' ? idleCommands : undefined;
  const rows = useMemo(
    () =>
      idle
        ? groupRows(idle, groups, { collator }, false)
        : groupRows(
            snapshot.results,
            groups,
            { nameRank: index.nameRank, collator },
            showSearchAll,
          ),
    [idle, snapshot.results, groups, index, collator, showSearchAll],
  );
  const getQuery = useCallback(() => palette.getSnapshot().query, [palette]);
  return { ...snapshot, rows, setQuery: palette.setQuery, getQuery };
}
