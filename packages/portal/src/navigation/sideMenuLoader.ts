import { SIDE_MENU_KEYS, type MenuNode, type SideMenuKey } from '@maru/api';
import type { createStore } from 'jotai';
import type { PortalLocale } from '../i18n';
import type { MenuArea } from '../routes/routeTypes';
import { EMPTY_SIDE_MENU, sideMenuAtom } from './navigationState';
import type { SideMenuTarget } from './sideMenuTarget';

type Store = ReturnType<typeof createStore>;

export type FetchSideMenu = (key: SideMenuKey, signal: AbortSignal) => Promise<readonly MenuNode[]>;

export interface SideMenuLoader {
  /** Follows a navigation or a language change: loads, clears or keeps `sideMenuAtom`. */
  follow(target: SideMenuTarget, locale: PortalLocale): void;
  /** Empties the menu and abandons a load in flight (`/dl`, sign-out). */
  clear(): void;
}

/**
 * Keeps `sideMenuAtom` in step with the area the user is in (spec 01 §2). The tree is asked
 * again only when the area or the language (the names come in the `Lang` language) changes,
 * so moving inside an area costs nothing. A newer load aborts the older one, so a slow answer
 * for the area just left never overwrites the current menu. A failed load leaves an empty
 * tree (spec 01 §8 swallows menu failures).
 */
export function createSideMenuLoader(store: Store, fetchTree: FetchSideMenu): SideMenuLoader {
  let shown: { area: MenuArea; locale: PortalLocale; controller: AbortController } | null = null;

  const clear = () => {
    shown?.controller.abort();
    shown = null;
    store.set(sideMenuAtom, EMPTY_SIDE_MENU);
  };

  const load = (area: MenuArea, locale: PortalLocale) => {
    shown?.controller.abort();
    const controller = new AbortController();
    shown = { area, locale, controller };
    const before = store.get(sideMenuAtom);
    // A language change keeps the old names on screen until the new ones arrive.
    const nodes = before.area === area ? before.nodes : [];
    store.set(sideMenuAtom, { area, status: 'loading', nodes });
    const settle = (next: readonly MenuNode[]) => {
      if (!controller.signal.aborted)
        store.set(sideMenuAtom, { area, status: 'ready', nodes: next });
    };
    fetchTree(SIDE_MENU_KEYS[area], controller.signal).then(settle, () => settle([]));
  };

  return {
    clear,
    follow(target, locale) {
      if (target.kind === 'keep') return;
      if (target.kind === 'clear') return clear();
      const current = store.get(sideMenuAtom).area;
      if (shown?.area === target.area && shown.locale === locale && current === target.area) return;
      load(target.area, locale);
    },
  };
}
