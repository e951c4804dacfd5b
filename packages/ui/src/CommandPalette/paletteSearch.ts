import { debounce } from '../internal/debounce';
import { normaliseQuery } from './query';
import { PALETTE_TIMING } from './timing';
import type { PaletteTiming } from './timing';

/** Asks async sources (members, posts…); must stop work when `signal` aborts. */
export type PaletteSearchFn<Item> = (
  query: string,
  context: { signal: AbortSignal },
) => Promise<readonly Item[]>;

/** What the palette shows, as one immutable snapshot per change. */
export interface PaletteSearchSnapshot<Item> {
  /** The normalised query (capped, trimmed); '' for none. */
  query: string;
  /** The results on screen: local matches first, then async ones. */
  results: readonly Item[];
  /** Set on every search, cleared 25 ms after results when no fetch is in progress. */
  loading: boolean;
  /** True once there have been no results, with nothing loading, for 500 ms. */
  showEmpty: boolean;
}

export interface PaletteSearchSources<Item> {
  /** Filters the local commands (synchronous). */
  filter?: ((query: string) => readonly Item[]) | undefined;
  /** Searches async sources. */
  search?: PaletteSearchFn<Item> | undefined;
}

export interface PaletteSearch<Item> {
  /** Takes the typed text; searches when its normalised form changed. */
  setQuery: (text: string) => void;
  /** Replaces the sources (new commands loaded) and filters the current query again. */
  setSources: (sources: PaletteSearchSources<Item>) => void;
  getSnapshot: () => PaletteSearchSnapshot<Item>;
  subscribe: (listener: () => void) => () => void;
  /** Stops every timer and aborts the fetch in flight (on unmount). */
  dispose: () => void;
}

/**
 * The palette's search timeline (spec 01 §4, §5, §9) as a plain object driven by timers, so
 * every timing rule is unit tested with fake timers and React only renders snapshots:
 *
 * - an empty query clears the results at once and stops everything pending;
 * - a new query sets `loading`; local commands are filtered 50 ms after the last keystroke,
 *   async sources asked 300 ms after it (the previous fetch is aborted at once, so a late
 *   answer never overwrites newer results);
 * - results reach the screen 100 ms after the last change of results (one re-render for the
 *   local and the async answer when they come close together);
 * - `loading` clears 25 ms after results arrive, unless a fetch is still waiting or running;
 * - "no results" shows only after 500 ms of no results with nothing loading.
 */
export function createPaletteSearch<Item>(
  initialSources: PaletteSearchSources<Item>,
  timing: PaletteTiming = PALETTE_TIMING,
): PaletteSearch<Item> {
  let sources = initialSources;
  let snapshot: PaletteSearchSnapshot<Item> = {
    query: '',
    results: [],
    loading: false,
    showEmpty: false,
  };
  let local: readonly Item[] = [];
  let remote: readonly Item[] = [];
  let controller: AbortController | null = null;
  let loadingTimer: ReturnType<typeof setTimeout> | undefined;
  let emptyTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<PaletteSearchSnapshot<Item>>) => {
    snapshot = { ...snapshot, ...patch };
    listeners.forEach((listener) => listener());
  };

  const noResults = () => local.length === 0 && remote.length === 0;

  /** Starts the 500 ms wait when there are no results and nothing loads; a running wait goes on. */
  const checkEmpty = () => {
    const waiting =
      snapshot.query !== '' && !snapshot.loading && !snapshot.showEmpty && noResults();
    if (!waiting) {
      clearTimeout(emptyTimer);
      emptyTimer = undefined;
      return;
    }
    if (emptyTimer !== undefined) return;
    emptyTimer = setTimeout(() => {
      emptyTimer = undefined;
      if (!snapshot.loading && noResults() && snapshot.query !== '') update({ showEmpty: true });
    }, timing.emptyDelayMs);
  };

  const render = debounce(() => {
    update({
      results: remote.length === 0 ? local : local.length === 0 ? remote : [...local, ...remote],
    });
    checkEmpty();
  }, timing.renderDebounceMs);

  const fetching = () => searchLater.pending() || controller !== null;

  const resultsArrived = () => {
    render();
    if (fetching()) return;
    clearTimeout(loadingTimer);
    loadingTimer = setTimeout(() => {
      loadingTimer = undefined;
      if (fetching()) return;
      update({ loading: false });
      checkEmpty();
    }, timing.loadingClearMs);
  };

  const filterLater = debounce((query: string) => {
    local = sources.filter?.(query) ?? [];
    resultsArrived();
  }, timing.filterDebounceMs);

  const searchLater = debounce((query: string) => {
    const search = sources.search;
    if (!search) return;
    const own = new AbortController();
    controller = own;
    const settle = (items: readonly Item[]) => {
      if (own.signal.aborted) return;
      controller = null;
      remote = items;
      resultsArrived();
    };
    // A failed source counts as no results from it: the palette never breaks on a fetch error.
    search(query, { signal: own.signal }).then(settle, () => settle([]));
  }, timing.searchDebounceMs);

  const stopAll = () => {
    filterLater.cancel();
    searchLater.cancel();
    render.cancel();
    controller?.abort();
    controller = null;
    clearTimeout(loadingTimer);
    clearTimeout(emptyTimer);
    loadingTimer = undefined;
    emptyTimer = undefined;
  };

  const start = (query: string) => {
    clearTimeout(loadingTimer);
    clearTimeout(emptyTimer);
    loadingTimer = undefined;
    emptyTimer = undefined;
    update({ query, loading: true, showEmpty: false });
    filterLater(query);
    if (sources.search) {
      controller?.abort();
      controller = null;
      searchLater(query);
    } else {
      remote = [];
    }
  };

  return {
    setQuery: (text) => {
      const query = normaliseQuery(text);
      if (query === snapshot.query) return;
      if (query === '') {
        stopAll();
        local = [];
        remote = [];
        update({ query, results: [], loading: false, showEmpty: false });
        return;
      }
      start(query);
    },
    setSources: (next) => {
      const hadSearch = sources.search !== undefined;
      sources = next;
      if (snapshot.query === '') return;
      // New commands (menus loaded after opening) are filtered for the current query; the
      // async sources are asked again only when they were swapped in.
      filterLater(snapshot.query);
      if (next.search && !hadSearch) searchLater(snapshot.query);
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      stopAll();
      listeners.clear();
    },
  };
}
