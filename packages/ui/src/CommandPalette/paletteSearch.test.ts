import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaletteSearch } from './paletteSearch';
import type { PaletteSearchFn } from './paletteSearch';

type Item = { id: string };
const item = (id: string): Item => ({ id });

/** A search whose answers the test releases by hand. */
function controlledSearch() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (items: Item[]) => void;
    reject: () => void;
  }[] = [];
  const search: PaletteSearchFn<Item> = (query, { signal }) =>
    new Promise((resolve, reject) => {
      calls.push({ query, signal, resolve, reject: () => reject(new Error('down')) });
    });
  return { search, calls };
}

/** Lets the promise callbacks of a settled search run. */
const flush = () => Promise.resolve().then(() => undefined);

describe('palette search timeline (spec 01 §4, §5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 01 §9: local filtering is debounced 50 ms after the last keystroke', () => {
    const filter = vi.fn((query: string) => [item(query)]);
    const palette = createPaletteSearch<Item>({ filter });
    palette.setQuery('근');
    vi.advanceTimersByTime(30);
    palette.setQuery('근태');
    vi.advanceTimersByTime(49);
    expect(filter).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(filter.mock.calls).toEqual([['근태']]);
  });

  it('spec 01 §9: the list re-renders 100 ms after results change', () => {
    const palette = createPaletteSearch<Item>({ filter: (query) => [item(query)] });
    palette.setQuery('a');
    vi.advanceTimersByTime(50 + 99);
    expect(palette.getSnapshot().results).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(palette.getSnapshot().results).toEqual([item('a')]);
  });

  it('spec 01 §5: async sources are searched 300 ms after the last keystroke, with the trimmed query', () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ search });
    palette.setQuery(' 김 ');
    vi.advanceTimersByTime(299);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual(['김']);
  });

  it('spec 01 §5: text that trims to the same query starts no new search', () => {
    const filter = vi.fn(() => [item('x')]);
    const palette = createPaletteSearch<Item>({ filter });
    palette.setQuery('김');
    vi.advanceTimersByTime(1000);
    palette.setQuery('김 ');
    vi.advanceTimersByTime(1000);
    expect(filter).toHaveBeenCalledTimes(1);
    expect(palette.getSnapshot().loading).toBe(false);
  });

  it('spec 01 §5: an empty query clears the results at once and cancels what is pending', () => {
    const { search, calls } = controlledSearch();
    const filter = vi.fn((query: string) => [item(query)]);
    const palette = createPaletteSearch<Item>({ filter, search });
    palette.setQuery('a');
    vi.advanceTimersByTime(300);
    calls[0]!.resolve([item('remote')]);
    return flush().then(() => {
      vi.advanceTimersByTime(200);
      expect(palette.getSnapshot().results).toHaveLength(2);
      palette.setQuery('b');
      vi.advanceTimersByTime(300);
      const filtered = filter.mock.calls.length;
      palette.setQuery('   ');
      expect(calls[1]!.signal.aborted).toBe(true);
      expect(palette.getSnapshot()).toEqual({
        query: '',
        results: [],
        loading: false,
        showEmpty: false,
      });
      vi.advanceTimersByTime(2000);
      expect(palette.getSnapshot().results).toEqual([]);
      expect(filter).toHaveBeenCalledTimes(filtered);
    });
  });

  it('spec 01 §4: loading is set on search and cleared 25 ms after results when no fetch is in progress', () => {
    const palette = createPaletteSearch<Item>({ filter: () => [item('a')] });
    palette.setQuery('a');
    expect(palette.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(50 + 24);
    expect(palette.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(palette.getSnapshot().loading).toBe(false);
  });

  it('spec 01 §4: loading stays while a fetch is waiting or running, and clears 25 ms after it answers', async () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ filter: () => [item('local')], search });
    palette.setQuery('a');
    vi.advanceTimersByTime(200);
    // Local results are in, but the async search has not even started.
    expect(palette.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(100);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(palette.getSnapshot().loading).toBe(true);
    calls[0]!.resolve([item('remote')]);
    await flush();
    vi.advanceTimersByTime(24);
    expect(palette.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(palette.getSnapshot().loading).toBe(false);
  });

  it('spec 01 §4: the empty state appears only after 500 ms with no results and nothing loading', () => {
    const palette = createPaletteSearch<Item>({ filter: () => [] });
    palette.setQuery('zzz');
    // Results at 50, loading cleared at 75, rendered at 150: the 500 ms count from 75.
    vi.advanceTimersByTime(75 + 499);
    expect(palette.getSnapshot().showEmpty).toBe(false);
    vi.advanceTimersByTime(1);
    expect(palette.getSnapshot().showEmpty).toBe(true);
  });

  it('spec 01 §4: typing again hides the empty state and restarts the wait', () => {
    const palette = createPaletteSearch<Item>({ filter: () => [] });
    palette.setQuery('zz');
    vi.advanceTimersByTime(1000);
    expect(palette.getSnapshot().showEmpty).toBe(true);
    palette.setQuery('zzz');
    expect(palette.getSnapshot().showEmpty).toBe(false);
    expect(palette.getSnapshot().loading).toBe(true);
    vi.advanceTimersByTime(574);
    expect(palette.getSnapshot().showEmpty).toBe(false);
    vi.advanceTimersByTime(1);
    expect(palette.getSnapshot().showEmpty).toBe(true);
  });

  it('spec 01 §4: no empty state while a slow fetch may still bring results', async () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ filter: () => [], search });
    palette.setQuery('kim');
    vi.advanceTimersByTime(5000);
    expect(palette.getSnapshot().showEmpty).toBe(false);
    calls[0]!.resolve([]);
    await flush();
    vi.advanceTimersByTime(525);
    expect(palette.getSnapshot().showEmpty).toBe(true);
  });

  it('a newer query aborts the fetch in flight, and its late answer is ignored', async () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ search });
    palette.setQuery('a');
    vi.advanceTimersByTime(300);
    palette.setQuery('ab');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve([item('stale')]);
    await flush();
    vi.advanceTimersByTime(300);
    calls[1]!.resolve([item('fresh')]);
    await flush();
    vi.advanceTimersByTime(100);
    expect(palette.getSnapshot().results).toEqual([item('fresh')]);
  });

  it('a failing source counts as no results: the palette never breaks', async () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ filter: () => [item('local')], search });
    palette.setQuery('a');
    vi.advanceTimersByTime(300);
    calls[0]!.reject();
    await flush();
    await flush();
    vi.advanceTimersByTime(125);
    expect(palette.getSnapshot()).toMatchObject({ results: [item('local')], loading: false });
  });

  it('local results come first, then async ones, rendered together', async () => {
    const { search, calls } = controlledSearch();
    const palette = createPaletteSearch<Item>({ filter: () => [item('menu')], search });
    palette.setQuery('a');
    vi.advanceTimersByTime(300);
    calls[0]!.resolve([item('member')]);
    await flush();
    vi.advanceTimersByTime(100);
    expect(palette.getSnapshot().results).toEqual([item('menu'), item('member')]);
  });

  it('new commands are filtered for the current query', () => {
    const palette = createPaletteSearch<Item>({ filter: () => [] });
    palette.setQuery('a');
    vi.advanceTimersByTime(1000);
    palette.setSources({ filter: () => [item('late menu')] });
    vi.advanceTimersByTime(150);
    expect(palette.getSnapshot().results).toEqual([item('late menu')]);
  });

  it('notifies subscribers and stops everything on dispose', () => {
    const filter = vi.fn(() => [item('a')]);
    const palette = createPaletteSearch<Item>({ filter });
    const listener = vi.fn();
    const unsubscribe = palette.subscribe(listener);
    palette.setQuery('a');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    palette.dispose();
    vi.advanceTimersByTime(1000);
    expect(filter).not.toHaveBeenCalled();
  });
});
