import { menuNode } from '@maru/api/fixtures';
import type { MenuNode, SideMenuKey } from '@maru/api';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SIDE_MENU, sideMenuAtom } from './navigationState';
import { createSideMenuLoader } from './sideMenuLoader';

function node(menuId: number, menuName: string): MenuNode {
  return menuNode({ menuId, menuName, linkUrl: '/x', urlPath: '/x' });
}

/** A fake tree call that the test answers by hand, one deferred answer per request. */
function deferredTrees() {
  const calls: {
    key: SideMenuKey;
    signal: AbortSignal;
    answer(nodes: MenuNode[]): void;
    fail(): void;
  }[] = [];
  const fetchTree = vi.fn(
    (key: SideMenuKey, signal: AbortSignal) =>
      new Promise<readonly MenuNode[]>((resolve, reject) => {
        calls.push({ key, signal, answer: resolve, fail: () => reject(new Error('502')) });
      }),
  );
  return { calls, fetchTree };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('side menu loader (spec 01 §2, §8)', () => {
  it('spec 01 §2: entering an area loads its tree (ess 1100, admin 1000, community 1): loading, then ready', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    const loader = createSideMenuLoader(store, fetchTree);
    loader.follow({ kind: 'area', area: 'ess' }, 'ko');
    expect(calls[0]?.key).toBe('1100');
    expect(store.get(sideMenuAtom)).toEqual({ area: 'ess', status: 'loading', nodes: [] });
    calls[0]?.answer([node(1, '내 근무시간')]);
    await settle();
    expect(store.get(sideMenuAtom)).toEqual({
      area: 'ess',
      status: 'ready',
      nodes: [node(1, '내 근무시간')],
    });

    loader.follow({ kind: 'area', area: 'admin' }, 'ko');
    loader.follow({ kind: 'area', area: 'community' }, 'ko');
    expect(calls.map((call) => call.key)).toEqual(['1100', '1000', '1']);
  });

  it('spec 01 §2: staying in the area does not reload; a route without an area keeps the menu', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    const loader = createSideMenuLoader(store, fetchTree);
    loader.follow({ kind: 'area', area: 'community' }, 'ko');
    calls[0]?.answer([node(1, '공지')]);
    await settle();
    loader.follow({ kind: 'area', area: 'community' }, 'ko');
    loader.follow({ kind: 'keep' }, 'ko');
    expect(fetchTree).toHaveBeenCalledTimes(1);
    expect(store.get(sideMenuAtom).nodes).toEqual([node(1, '공지')]);
  });

  it('spec 01 §2: /dl clears the menu and abandons a load in flight', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    const loader = createSideMenuLoader(store, fetchTree);
    loader.follow({ kind: 'area', area: 'ess' }, 'ko');
    loader.follow({ kind: 'clear' }, 'ko');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.answer([node(1, 'late')]);
    await settle();
    expect(store.get(sideMenuAtom)).toEqual(EMPTY_SIDE_MENU);
  });

  it('spec 01 §8: a failed tree load leaves a ready, empty menu', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    createSideMenuLoader(store, fetchTree).follow({ kind: 'area', area: 'admin' }, 'ko');
    calls[0]?.fail();
    await settle();
    expect(store.get(sideMenuAtom)).toEqual({ area: 'admin', status: 'ready', nodes: [] });
  });

  it('a stale load (area left before it answered) is aborted and never overwrites the menu', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    const loader = createSideMenuLoader(store, fetchTree);
    loader.follow({ kind: 'area', area: 'ess' }, 'ko');
    loader.follow({ kind: 'area', area: 'community' }, 'ko');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer([node(2, '커뮤니티')]);
    calls[0]?.answer([node(1, 'ESS')]);
    await settle();
    expect(store.get(sideMenuAtom)).toEqual({
      area: 'community',
      status: 'ready',
      nodes: [node(2, '커뮤니티')],
    });
  });

  it('a language change reloads the current tree, keeping the old names until the new arrive', async () => {
    const store = createStore();
    const { calls, fetchTree } = deferredTrees();
    const loader = createSideMenuLoader(store, fetchTree);
    loader.follow({ kind: 'area', area: 'ess' }, 'ko');
    calls[0]?.answer([node(1, '내 근무시간')]);
    await settle();
    loader.follow({ kind: 'area', area: 'ess' }, 'en');
    expect(calls[1]?.key).toBe('1100');
    expect(store.get(sideMenuAtom)).toEqual({
      area: 'ess',
      status: 'loading',
      nodes: [node(1, '내 근무시간')],
    });
    calls[1]?.answer([node(1, 'My work hours')]);
    await settle();
    expect(store.get(sideMenuAtom).nodes).toEqual([node(1, 'My work hours')]);
  });
});
