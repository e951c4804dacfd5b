/** One entry of a menu: an action, a link, or (with `children`) the trigger of a submenu. */
export interface MenuItemData {
  /** Unique among its siblings' tree; passed to `onAction`. */
  key: string;
  /** The visible text; also used for type-ahead. */
  label: string;
  /**
   * Turns the item into a link. The URL goes through `resolveHref`: internal paths and http(s)
   * URLs only; anything else (`javascript:`, `data:`, malformed) leaves a plain action item.
   * Ignored on an item with `children`.
   */
  href?: string;
  /** Skipped by the keyboard and not activatable. */
  disabled?: boolean;
  /** A submenu (up to three levels are supported by the layout and tested). */
  children?: readonly MenuItemData[];
}

/** A titled group of items; groups are separated by a rule. */
export interface MenuSectionData {
  /** Unique key of the section. */
  key: string;
  /** Visible heading; it also names the group for assistive technology. */
  title?: string;
  /** The items of the section. */
  items: readonly MenuItemData[];
}

/** A top-level entry of a menu: an item or a section. */
export type MenuEntry = MenuItemData | MenuSectionData;

export function isMenuSection(entry: MenuEntry): entry is MenuSectionData {
  return 'items' in entry;
}

/** Keys of the disabled items of one menu level (sections included, submenus not). */
export function disabledKeysOf(entries: readonly MenuEntry[]): string[] {
  return entries
    .flatMap((entry) => (isMenuSection(entry) ? entry.items : [entry]))
    .filter((item) => item.disabled)
    .map((item) => item.key);
}

/** How many menu levels the entries open (1 for a flat menu). */
export function menuDepth(entries: readonly MenuEntry[]): number {
  const items = entries.flatMap((entry) => (isMenuSection(entry) ? entry.items : [entry]));
  return 1 + Math.max(0, ...items.map((item) => (item.children ? menuDepth(item.children) : 0)));
}

/** Finds an item anywhere in the tree by key (for consumers handling `onAction`). */
export function findMenuItem(entries: readonly MenuEntry[], key: string): MenuItemData | undefined {
  for (const entry of entries) {
    const items = isMenuSection(entry) ? entry.items : [entry];
    for (const item of items) {
      if (item.key === key) return item;
      const inner = item.children ? findMenuItem(item.children, key) : undefined;
      if (inner) return inner;
    }
  }
  return undefined;
}
