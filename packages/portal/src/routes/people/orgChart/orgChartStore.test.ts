import { describe, expect, it, vi } from 'vitest';
import type { ChartDepartment, SearchHit } from './orgChartModel';
import { createOrgChartStore, type OrgChartCalls } from './orgChartStore';
import { chartDepartment, chartMember } from './testing';

const dept = (id: string, hasChildren: boolean, members = 1): ChartDepartment =>
  chartDepartment(id, {
    hasChildren,
    members: Array.from({ length: members }, (_, i) =>
      chartMember(`${id}-U${i}`, { name: `${id} member ${i}` }),
    ),
  });

/** A company: `width` divisions, each with `width` teams, each with `width` parts (leaves). */
function companyCalls(width: number, overrides: Partial<OrgChartCalls> = {}) {
  const ids = (prefix: string) => Array.from({ length: width }, (_, i) => `${prefix}${i}`);
  const calls: OrgChartCalls = {
    roots: vi.fn(async () => ids('D').map((id) => dept(id, true))),
    children: vi.fn(async (id: string) => {
      const depth = id.split('.').length;
      return ids(`${id}.`).map((child) => dept(child, depth < 2));
    }),
    search: vi.fn(async (): Promise<SearchHit[]> => []),
    ...overrides,
  };
  return calls;
}

async function loadedStore(calls: OrgChartCalls, expandAllLimit?: number) {
  const store = createOrgChartStore(calls, expandAllLimit ? { expandAllLimit } : {});
  await store.loadRoots();
  return store;
}

describe('org chart store (spec 02 §2)', () => {
  it('spec 02 §2 lazy: sub-departments load on first open only, and closing keeps them', async () => {
    const calls = companyCalls(2);
    const store = await loadedStore(calls);
    await store.toggle('D0');
    expect(store.getState().expanded.has('d:D0')).toBe(true);
    expect(calls.children).toHaveBeenCalledTimes(1);
    await store.toggle('D0');
    expect(store.getState().expanded.has('d:D0')).toBe(false);
    await store.toggle('D0');
    expect(calls.children).toHaveBeenCalledTimes(1);
  });

  it('spec 02 §2 lazy: a failed department shows its error and opening it again retries', async () => {
    const children = vi
      .fn<OrgChartCalls['children']>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce([dept('D0.0', false)]);
    const store = await loadedStore(companyCalls(1, { children }));
    await store.toggle('D0');
    expect(store.getState().contents.get('D0')).toEqual({ status: 'error' });
    await store.toggle('D0');
    expect(store.getState().contents.get('D0')?.status).toBe('loaded');
    expect(store.getState().expanded.has('d:D0')).toBe(true);
  });

  it('a failed first load is an error state, and retrying loads again', async () => {
    const roots = vi
      .fn<OrgChartCalls['roots']>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce([dept('D0', false)]);
    const store = createOrgChartStore(companyCalls(1, { roots }));
    await store.loadRoots();
    expect(store.getState().roots).toEqual({ status: 'error' });
    await store.loadRoots();
    expect(store.getState().roots.status).toBe('loaded');
  });

  it('spec 02 §2 expand all: opens level by level until everything is open', async () => {
    const calls = companyCalls(2);
    const store = await loadedStore(calls, 100);
    await store.expandAll();
    // 2 divisions + 4 teams + 8 parts (parts have members only: no call for them).
    expect(store.getState().expanded.size).toBe(14);
    expect(calls.children).toHaveBeenCalledTimes(6);
    expect(store.getState().expandAll).toEqual({ status: 'done', opened: 14, capped: false });
  });

  it('spec 02 §2 expand all: a large company is opened only up to the limit, and the state says so', async () => {
    const calls = companyCalls(4);
    const store = await loadedStore(calls, 20);
    await store.expandAll();
    // 4 divisions + 16 teams fit; the 64 parts would pass the limit and stay closed.
    expect(store.getState().expandAll).toEqual({ status: 'done', opened: 20, capped: true });
    expect(store.getState().expanded.size).toBe(20);
    expect(calls.children).toHaveBeenCalledTimes(20);
  });

  it('spec 02 §2 collapse all: closes everything and stops an expand all on its way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const children = vi.fn(async (id: string) => {
      await gate;
      return [dept(`${id}.0`, true)];
    });
    const store = await loadedStore(companyCalls(2, { children }), 100);
    const walk = store.expandAll();
    expect(store.getState().expandAll.status).toBe('running');
    store.collapseAll();
    release();
    await walk;
    expect(store.getState().expanded.size).toBe(0);
    expect(store.getState().expandAll).toEqual({ status: 'idle' });
    // The walk stopped after the level in flight: nothing deeper was asked for.
    expect(children).toHaveBeenCalledTimes(2);
  });

  it('spec 02 §2 search: the first hit is revealed by opening its path, root first', async () => {
    const hits: SearchHit[] = [
      { kind: 'member', id: 'D1.1.0-U0', path: ['D1', 'D1.1', 'D1.1.0'] },
      { kind: 'department', id: 'D0.1', path: ['D0'] },
    ];
    const calls = companyCalls(2, { search: vi.fn(async () => hits) });
    const store = await loadedStore(calls);
    await store.search(' 멤버 ');
    expect(calls.search).toHaveBeenCalledWith('멤버', expect.any(AbortSignal));
    const state = store.getState();
    expect(state.search).toMatchObject({ status: 'done', word: '멤버', index: 0 });
    expect([...state.expanded]).toEqual(['d:D1', 'd:D1.1', 'd:D1.1.0']);
    expect(state.revealed?.key).toBe('m:D1.1.0:D1.1.0-U0');
  });

  it('spec 02 §2 search: Enter again on the same word, or next, moves to the next hit and wraps', async () => {
    const hits: SearchHit[] = [
      { kind: 'department', id: 'D0', path: [] },
      { kind: 'department', id: 'D1.0', path: ['D1'] },
    ];
    const calls = companyCalls(2, { search: vi.fn(async () => hits) });
    const store = await loadedStore(calls);
    await store.search('D');
    expect(store.getState().revealed?.key).toBe('d:D0');
    await store.search('D');
    expect(calls.search).toHaveBeenCalledTimes(1);
    expect(store.getState().revealed?.key).toBe('d:D1.0');
    await store.stepHit(1);
    expect(store.getState().search).toMatchObject({ index: 0 });
    await store.stepHit(-1);
    expect(store.getState().search).toMatchObject({ index: 1 });
  });

  it('spec 02 §2 search: no hit is a done search with nothing revealed; a failure is an error state', async () => {
    const search = vi
      .fn<OrgChartCalls['search']>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('502'));
    const store = await loadedStore(companyCalls(1, { search }));
    await store.search('없음');
    expect(store.getState().search).toEqual({ status: 'done', word: '없음', hits: [], index: -1 });
    expect(store.getState().revealed).toBeNull();
    await store.search('다른 말');
    expect(store.getState().search).toEqual({ status: 'error', word: '다른 말' });
  });

  it('an empty word clears the search without asking the server', async () => {
    const calls = companyCalls(1);
    const store = await loadedStore(calls);
    await store.search('   ');
    expect(calls.search).not.toHaveBeenCalled();
    expect(store.getState().search).toEqual({ status: 'idle' });
  });

  it('a newer search wins over an older one still on its way', async () => {
    let answerFirst: (hits: SearchHit[]) => void = () => undefined;
    const search = vi
      .fn<OrgChartCalls['search']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([{ kind: 'department', id: 'D0', path: [] }]);
    const store = await loadedStore(companyCalls(1, { search }));
    const first = store.search('첫');
    await store.search('둘');
    answerFirst([{ kind: 'department', id: 'D0', path: [] }]);
    await first;
    expect(store.getState().search).toMatchObject({ word: '둘' });
  });

  it('disposing aborts the calls in flight', async () => {
    let seen: AbortSignal | null = null;
    const children = vi.fn((_id: string, signal: AbortSignal) => {
      seen = signal;
      return new Promise<ChartDepartment[]>(() => undefined);
    });
    const store = await loadedStore(companyCalls(1, { children }));
    void store.open('D0');
    store.dispose();
    expect(seen!.aborted).toBe(true);
  });
});
