import {
  canOpen,
  cycleHit,
  departmentKey,
  expandAllStep,
  hitKey,
  nextExpandLevel,
  revealPath,
  EXPAND_ALL_LIMIT,
  type ChartDepartment,
  type ContentsState,
  type SearchHit,
} from './orgChartModel';

/*
 * The org chart's state and its flows without React (so they are unit tested with fake calls):
 * lazy opening, expand all level by level with a limit, collapse all, and the word search that
 * opens the path to each hit. The view subscribes with useSyncExternalStore.
 */

/** The calls the chart makes; every one takes the signal that unmounting aborts. */
export interface OrgChartCalls {
  /** The top divisions of the current company, each with its own members. */
  roots(signal: AbortSignal): Promise<ChartDepartment[]>;
  /** The sub-departments of a department, each with its own members. */
  children(departmentId: string, signal: AbortSignal): Promise<ChartDepartment[]>;
  /** The hits for a word, in display order. */
  search(word: string, signal: AbortSignal): Promise<SearchHit[]>;
}

export type RootsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; departments: readonly ChartDepartment[] };

export type ExpandAllState =
  { status: 'idle' } | { status: 'running' } | { status: 'done'; opened: number; capped: boolean };

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; word: string }
  | { status: 'error'; word: string }
  | { status: 'done'; word: string; hits: readonly SearchHit[]; index: number };

export interface OrgChartState {
  roots: RootsState;
  /** Sub-departments by department id (only departments that have some). */
  contents: ReadonlyMap<string, ContentsState>;
  /** Open nodes, by tree key. */
  expanded: ReadonlySet<string>;
  expandAll: ExpandAllState;
  search: SearchState;
  /** The node the chart should make active and scroll to (the current search hit). */
  revealed: { key: string; serial: number } | null;
}

export interface OrgChartStore {
  getState(): OrgChartState;
  subscribe(listener: () => void): () => void;
  loadRoots(): Promise<void>;
  /** Opens a department (loading its sub-departments the first time, or after a failure). */
  open(departmentId: string): Promise<void>;
  close(departmentId: string): void;
  toggle(departmentId: string): Promise<void>;
  expandAll(): Promise<void>;
  collapseAll(): void;
  search(word: string): Promise<void>;
  /** Moves to the next or previous hit and opens the way to it. */
  stepHit(step: 1 | -1): Promise<void>;
  clearSearch(): void;
  /** Aborts every call in flight; the store is unusable afterwards. */
  dispose(): void;
}

const INITIAL: OrgChartState = {
  roots: { status: 'loading' },
  contents: new Map(),
  expanded: new Set(),
  expandAll: { status: 'idle' },
  search: { status: 'idle' },
  revealed: null,
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createOrgChartStore(
  calls: OrgChartCalls,
  options: { expandAllLimit?: number } = {},
): OrgChartStore {
  const limit = options.expandAllLimit ?? EXPAND_ALL_LIMIT;
  const lifetime = new AbortController();
  const listeners = new Set<() => void>();
  let state = INITIAL;
  // A department loads once even when several flows ask for it at the same time.
  const pending = new Map<string, Promise<boolean>>();
  // Bumped by collapse all and by every new search, so a stale walk stops where it is.
  let expandRun = 0;
  let searchRun = 0;
  let searchAbort: AbortController | null = null;
  let revealSerial = 0;

  const set = (patch: Partial<OrgChartState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const setContents = (id: string, contents: ContentsState) => {
    const next = new Map(state.contents);
    next.set(id, contents);
    set({ contents: next });
  };
  const setExpanded = (keys: readonly string[], open: boolean) => {
    const next = new Set(state.expanded);
    for (const key of keys) {
      if (open) next.add(key);
      else next.delete(key);
    }
    set({ expanded: next });
  };

  /** Every department the chart knows: roots and loaded sub-departments. */
  const findDepartment = (id: string): ChartDepartment | undefined => {
    if (state.roots.status === 'loaded') {
      const root = state.roots.departments.find((department) => department.id === id);
      if (root) return root;
    }
    for (const contents of state.contents.values()) {
      if (contents.status !== 'loaded') continue;
      const found = contents.departments.find((department) => department.id === id);
      if (found) return found;
    }
    return undefined;
  };

  /** Loads the sub-departments if needed; true when the department can show its contents. */
  const ensureLoaded = (department: ChartDepartment): Promise<boolean> => {
    if (!department.hasChildren) return Promise.resolve(true);
    if (state.contents.get(department.id)?.status === 'loaded') return Promise.resolve(true);
    const inFlight = pending.get(department.id);
    if (inFlight) return inFlight;
    setContents(department.id, { status: 'loading' });
    const load = calls
      .children(department.id, lifetime.signal)
      .then(
        (departments) => {
          setContents(department.id, { status: 'loaded', departments });
          return true;
        },
        (error: unknown) => {
          if (!lifetime.signal.aborted && !isAbort(error)) {
            setContents(department.id, { status: 'error' });
          }
          return false;
        },
      )
      .finally(() => pending.delete(department.id));
    pending.set(department.id, load);
    return load;
  };

  const open = async (departmentId: string): Promise<void> => {
    const department = findDepartment(departmentId);
    if (!department || !canOpen(department)) return;
    // Open at once, so the loading state shows under the department while it loads.
    setExpanded([departmentKey(departmentId)], true);
    await ensureLoaded(department);
  };

  const close = (departmentId: string) => setExpanded([departmentKey(departmentId)], false);

  const reveal = async (hit: SearchHit, run: number): Promise<void> => {
    for (const id of revealPath(hit)) {
      if (run !== searchRun || lifetime.signal.aborted) return;
      const department = findDepartment(id);
      if (!department) return;
      await open(id);
      if (state.contents.get(id)?.status === 'error') return;
    }
    if (run !== searchRun) return;
    revealSerial += 1;
    set({ revealed: { key: hitKey(hit), serial: revealSerial } });
  };

  const stepHit = async (step: 1 | -1): Promise<void> => {
    const current = state.search;
    if (current.status !== 'done' || current.hits.length === 0) return;
    const index = cycleHit(current.index, current.hits.length, step);
    searchRun += 1;
    const run = searchRun;
    set({ search: { ...current, index } });
    const hit = current.hits[index];
    if (hit) await reveal(hit, run);
  };

  const clearSearch = (): void => {
    searchAbort?.abort();
    searchRun += 1;
    set({ search: { status: 'idle' }, revealed: null });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async loadRoots() {
      set({ roots: { status: 'loading' } });
      try {
        const departments = await calls.roots(lifetime.signal);
        set({ roots: { status: 'loaded', departments } });
      } catch (error) {
        if (!lifetime.signal.aborted && !isAbort(error)) set({ roots: { status: 'error' } });
      }
    },

    open,
    close,
    async toggle(departmentId) {
      if (state.expanded.has(departmentKey(departmentId))) {
        // A failed department shows closed; opening it again retries.
        if (state.contents.get(departmentId)?.status !== 'error') return close(departmentId);
      }
      await open(departmentId);
    },

    async expandAll() {
      if (state.roots.status !== 'loaded' || state.expandAll.status === 'running') return;
      expandRun += 1;
      const run = expandRun;
      set({ expandAll: { status: 'running' } });
      let level = state.roots.departments.filter(canOpen).map((department) => department.id);
      let opened = 0;
      let capped = false;
      while (level.length > 0) {
        const step = expandAllStep(level, opened, limit);
        if (step.open.length > 0) {
          // The whole level at once (the browser queues the requests); a failed department
          // stays closed with its error and the walk goes on without it.
          await Promise.all(step.open.map((id) => open(id)));
          if (run !== expandRun || lifetime.signal.aborted) return;
          opened += step.open.length;
        }
        if (step.capped) {
          capped = true;
          break;
        }
        level = nextExpandLevel(step.open, state.contents);
      }
      set({ expandAll: { status: 'done', opened, capped } });
    },

    collapseAll() {
      expandRun += 1;
      set({ expanded: new Set(), expandAll: { status: 'idle' }, revealed: null });
    },

    async search(word) {
      const trimmed = word.trim();
      if (trimmed === '') return clearSearch();
      const current = state.search;
      // Enter again on the same word goes to the next hit, as find-in-page does.
      if (current.status === 'done' && current.word === trimmed && current.hits.length > 0) {
        return stepHit(1);
      }
      searchAbort?.abort();
      const controller = new AbortController();
      searchAbort = controller;
      searchRun += 1;
      const run = searchRun;
      set({ search: { status: 'searching', word: trimmed }, revealed: null });
      const signal = AbortSignal.any([lifetime.signal, controller.signal]);
      let hits: SearchHit[];
      try {
        hits = await calls.search(trimmed, signal);
      } catch (error) {
        if (run === searchRun && !signal.aborted && !isAbort(error)) {
          set({ search: { status: 'error', word: trimmed } });
        }
        return;
      }
      if (run !== searchRun) return;
      set({ search: { status: 'done', word: trimmed, hits, index: hits.length > 0 ? 0 : -1 } });
      const first = hits[0];
      if (first) await reveal(first, run);
    },

    stepHit,
    clearSearch,

    dispose() {
      lifetime.abort();
      searchAbort?.abort();
      listeners.clear();
    },
  };
}
