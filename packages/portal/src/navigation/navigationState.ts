import type { MenuEventCode, MenuNode } from '@maru/api';
import { atom } from 'jotai';
import type { MenuArea } from '../routes/routeTypes';

/**
 * The side menu of the area the user is in (spec 01 §2): reloaded from
 * `/common/menus/{1100|1000|1}/childrenTree/lang` when navigation crosses between the ess,
 * admin and community areas, cleared on `/dl`. A failed load leaves an empty tree (spec 01 §8).
 */
export interface SideMenuState {
  area: MenuArea | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  nodes: readonly MenuNode[];
}

export const EMPTY_SIDE_MENU: SideMenuState = { area: null, status: 'idle', nodes: [] };

export const sideMenuAtom = atom<SideMenuState>(EMPTY_SIDE_MENU);

/** The permission events the user holds on the current page (spec 01 §4): R, C, S, A. */
export type RouteEvents = Readonly<Record<MenuEventCode, boolean>>;

/** Null until the page's access check answered (and on pages that skip it). */
export const routeEventsAtom = atom<RouteEvents | null>(null);
