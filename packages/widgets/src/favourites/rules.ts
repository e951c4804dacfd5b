import {
  FAVOURITE_SELECTION_LIMIT,
  HOME_SHORTCUT_COUNT,
  favouriteMenuOf,
  favouriteOrderOf,
  keepShortcutLimit,
  type FavouriteLists,
  type FavouriteMenu,
  type FavouriteOrderItem,
  type MenuNode,
} from '@maru/api';

/*
 * The favourites widget's rules (spec 02 §2–§7, §9), free of React. The limits and the
 * arrangement rules themselves come from the contract, so the widget, the mocks and the
 * server agree on every case.
 */

export type { FavouriteLists };

/** What a click on a chooser checkbox did. */
export type FavouriteToggleOutcome =
  /** The menu became a favourite (at the end of the shortcuts, or the panel when they are full). */
  | 'added'
  /** The menu stopped being a favourite. */
  | 'removed'
  /** A fixed menu (defaultFlag 1): it cannot be unchecked, nothing changed. */
  | 'fixed'
  /** Already FAVOURITE_SELECTION_LIMIT favourites: flagged, nothing changed. */
  | 'overflow';

const allOf = <T>(lists: FavouriteLists<T>): T[] => [...lists.shortcut, ...lists.panel];

/** Every favourite's menu id, shortcuts first. */
export function favouriteIds(lists: FavouriteLists<FavouriteMenu>): number[] {
  return allOf(lists).map((item) => item.menuId);
}

/** How many favourites are selected. */
export function favouriteSelectionCount(lists: FavouriteLists<FavouriteMenu>): number {
  return lists.shortcut.length + lists.panel.length;
}

/**
 * Checks or unchecks a chooser menu (spec 02 §5, §6): a fixed favourite stays; a 16th
 * selection is refused and flagged as overflow (never dropped silently); a new favourite joins
 * the end of the shortcut list, and past 9 shortcuts the last one moves back to the panel.
 */
export function toggleFavourite(
  lists: FavouriteLists<FavouriteMenu>,
  menu: MenuNode,
): { lists: FavouriteLists<FavouriteMenu>; outcome: FavouriteToggleOutcome } {
  const existing = allOf(lists).find((item) => item.menuId === menu.menuId);
  if (existing) {
    if (existing.defaultFlag === 1) return { lists, outcome: 'fixed' };
    const keep = (item: FavouriteMenu) => item.menuId !== menu.menuId;
    return {
      lists: { shortcut: lists.shortcut.filter(keep), panel: lists.panel.filter(keep) },
      outcome: 'removed',
    };
  }
  if (favouriteSelectionCount(lists) >= FAVOURITE_SELECTION_LIMIT)
    return { lists, outcome: 'overflow' };
  const added = favouriteMenuOf(menu, { shortcut: true, sortNo: 0, fixed: false });
  return {
    lists: keepShortcutLimit({ shortcut: [...lists.shortcut, added], panel: lists.panel }),
    outcome: 'added',
  };
}

/** Whether the selection has reached FAVOURITE_SELECTION_LIMIT (further checks overflow). */
export function favouriteSelectionFull(lists: FavouriteLists<FavouriteMenu>): boolean {
  return favouriteSelectionCount(lists) >= FAVOURITE_SELECTION_LIMIT;
}

/**
 * The lists with each item's shortcutLinkFlag and sortNo set from where it now sits (spec 02
 * §4: dragging sets the flag and the order).
 */
export function arrangedFavourites(
  lists: FavouriteLists<FavouriteMenu>,
): FavouriteLists<FavouriteMenu> {
  const place = (shortcut: boolean) => (item: FavouriteMenu, index: number) => ({
    ...item,
    shortcutLinkFlag: shortcut ? (1 as const) : (0 as const),
    sortNo: index + 1,
  });
  return { shortcut: lists.shortcut.map(place(true)), panel: lists.panel.map(place(false)) };
}

/** The full list the order call saves (spec 02 §7 PUT …/fovorite/order). */
export function favouriteOrderBody(lists: FavouriteLists<FavouriteMenu>): FavouriteOrderItem[] {
  return favouriteOrderOf({
    shortcut: lists.shortcut.map((item) => item.menuId),
    panel: lists.panel.map((item) => item.menuId),
  });
}

/** The quick links on home: the first HOME_SHORTCUT_COUNT shortcuts (spec 02 §2, §9). */
export function homeShortcuts(lists: FavouriteLists<FavouriteMenu>): FavouriteMenu[] {
  return lists.shortcut.slice(0, HOME_SHORTCUT_COUNT);
}

/** What the expandable panel holds: the remaining shortcuts, then the panel list. */
export function panelFavourites(lists: FavouriteLists<FavouriteMenu>): FavouriteMenu[] {
  return [...lists.shortcut.slice(HOME_SHORTCUT_COUNT), ...lists.panel];
}

/** Link types that open on one of the company's separate sites (approval, HR). */
export type FavouriteSiteLinkType = 'ea' | 'hr' | 'people';

/** The separate sites' origins, e.g. `{ ea: 'https://ea.example.com' }`. */
export type FavouriteSiteHosts = Partial<Record<FavouriteSiteLinkType, string>>;

const SITE_LINK_TYPES: ReadonlySet<string> = new Set<FavouriteSiteLinkType>(['ea', 'hr', 'people']);

/**
 * Where a favourite leads, before the safe resolver (`resolveHref` in `@maru/ui`'s Link) has
 * its say: a site link (ea, hr, people) on its site's host, path only, or nothing when the
 * host is unknown; anything else its linkUrl, else its urlPath (a board's page). A URL the
 * resolver refuses (`javascript:`, `//host`) renders as plain text.
 */
export function favouriteHref(menu: FavouriteMenu, hosts: FavouriteSiteHosts = {}): string | null {
  const linkType = menu.linkType?.toLowerCase() ?? '';
  const url = menu.linkUrl?.trim() ? menu.linkUrl.trim() : (menu.urlPath?.trim() ?? '');
  if (SITE_LINK_TYPES.has(linkType)) {
    const host = hosts[linkType as FavouriteSiteLinkType];
    // Only a path on the site: a full URL here could point anywhere.
    if (!host || !url.startsWith('/') || url.startsWith('//')) return null;
    return `${host.replace(/\/+$/, '')}${url}`;
  }
  return url === '' ? null : url;
}

/** One group of the chooser: an area or folder's heading and the menus directly in it. */
export interface FavouriteChooserGroup {
  key: string;
  /** The area, then folder names down to this group. */
  path: string[];
  menus: MenuNode[];
}

/**
 * The chooser's tree as flat groups in reading order: each area or folder that directly holds
 * menus becomes a group named by its path; folders themselves cannot be favourites.
 */
export function favouriteChooserGroups(
  tree: readonly MenuNode[],
  parents: readonly Pick<MenuNode, 'menuId' | 'menuName'>[] = [],
): FavouriteChooserGroup[] {
  const groups: FavouriteChooserGroup[] = [];
  const loose = tree.filter((node) => node.folderFlag !== '1');
  if (loose.length > 0) {
    groups.push({
      key: parents.map((parent) => parent.menuId).join('/') || 'root',
      path: parents.map((parent) => parent.menuName),
      menus: loose,
    });
  }
  for (const folder of tree.filter((node) => node.folderFlag === '1')) {
    groups.push(...favouriteChooserGroups(folder.children, [...parents, folder]));
  }
  return groups;
}
