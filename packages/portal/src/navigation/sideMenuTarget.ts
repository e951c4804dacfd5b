import type { MenuArea } from '../routes/routeTypes';

/**
 * What a navigation does to the side menu (spec 01 §2, spec 02 §2): `/dl` and below clear it,
 * a route of an area shows that area's tree (reloaded only when the area changes), and a route
 * without an area (org chart, member finder, public pages) keeps whatever menu is shown.
 */
export type SideMenuTarget =
  { kind: 'clear' } | { kind: 'area'; area: MenuArea } | { kind: 'keep' };

const DL_PATH = /^\/dl(?:\/|$)/;

export function sideMenuTarget(pathname: string, menuArea: MenuArea | null): SideMenuTarget {
  if (DL_PATH.test(pathname)) return { kind: 'clear' };
  return menuArea ? { kind: 'area', area: menuArea } : { kind: 'keep' };
}
