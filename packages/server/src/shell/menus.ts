import type { Locale, MenuNode } from '@maru/api';
import type { Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import type { MenuRow } from '../db/schema';
import { menuEventsByMenu, menuEventsForUrls, menusWithRules } from './permissions';

/** A menu name in the request's language (each row carries all four). */
export function menuNameOf(row: MenuRow, locale: Locale): string {
  const names: Record<Locale, string> = {
    ko: row.name_ko,
    en: row.name_en,
    ja: row.name_ja,
    zh: row.name_zh,
  };
  return names[locale];
}

function nodeOf(row: MenuRow, locale: Locale, children: MenuNode[]): MenuNode {
  return {
    menuId: row.menu_id,
    menuName: menuNameOf(row, locale),
    menuTypeCode: row.menu_type_code,
    boardType: row.board_type,
    folderFlag: row.folder_flag,
    linkType: row.link_type,
    linkUrl: row.link_url,
    visibleFlag: row.visible_flag,
    system: row.system,
    urlPath: row.url_path,
    imageUrl: row.image_url,
    children,
  };
}

/**
 * Builds the nested tree from flat rows, keeping only what `readable` allows. A folder whose
 * entries were all hidden goes too: it would be a dead end, and showing it would tell the
 * user what exists behind it.
 */
export function buildMenuTree(
  rows: readonly MenuRow[],
  locale: Locale,
  readable: (menuId: number) => boolean,
): MenuNode[] {
  const byParent = new Map<number | null, MenuRow[]>();
  const ids = new Set(rows.map((row) => row.menu_id));
  for (const row of rows) {
    // A parent outside the rows (a side menu's key, e.g. 1000 for the admin tree) makes a root.
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: number | null): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .filter((row) => readable(row.menu_id))
      .flatMap((row) => {
        const children = build(row.menu_id);
        const hadChildren = (byParent.get(row.menu_id)?.length ?? 0) > 0;
        if (row.folder_flag === '1' && hadChildren && children.length === 0) return [];
        return [nodeOf(row, locale, children)];
      });
  return build(null);
}

/** Where a tree starts: the roots of the mega-menu, or the children of a side menu's key. */
export type MenuTreeRoot = { top: true } | { under: number };

/**
 * The rows of one tree in display order: its first level, then everything below it (a
 * recursive query, so any depth works and nothing outside the tree is read).
 */
export function menuRowsOf(db: MaruDb, root: MenuTreeRoot): Promise<MenuRow[]> {
  return db
    .withRecursive('tree(menu_id)', (q) =>
      q
        .selectFrom('menus')
        .select('menu_id')
        .where((eb) => ('top' in root ? eb('top_menu', '=', 1) : eb('parent_id', '=', root.under)))
        .unionAll((q2) =>
          q2
            .selectFrom('menus')
            .innerJoin('tree', 'tree.menu_id', 'menus.parent_id')
            .select('menus.menu_id'),
        ),
    )
    .selectFrom('menus')
    .innerJoin('tree', 'tree.menu_id', 'menus.menu_id')
    .selectAll('menus')
    .orderBy('menus.sort_no')
    .orderBy('menus.menu_id')
    .execute();
}

/**
 * Which rows this employee may read: a menu with rules needs the R event; a menu without
 * rules (a folder or shortcut of the mega-menu) is open, except an internal shortcut, which
 * needs R on the page it leads to (a shortcut must not reveal a closed board). The shortcuts'
 * pages are checked together, so the number of queries does not grow with the tree.
 */
async function readableMenus(
  db: MaruDb,
  employee: Employee,
  rows: readonly MenuRow[],
): Promise<Set<number>> {
  const ids = rows.map((row) => row.menu_id);
  const events = await menuEventsByMenu(db, employee, ids);
  const guarded = await menusWithRules(db, ids);
  const shortcutUrls = rows.flatMap((row) =>
    !guarded.has(row.menu_id) && row.link_type === 'internal' && row.link_url !== null
      ? [row.link_url]
      : [],
  );
  const shortcutEvents = await menuEventsForUrls(db, employee, shortcutUrls);
  const readable = new Set<number>();
  for (const row of rows) {
    const open = guarded.has(row.menu_id)
      ? (events.get(row.menu_id) ?? []).includes('R')
      : row.link_type !== 'internal' ||
        row.link_url === null ||
        (shortcutEvents.get(row.link_url) ?? []).includes('R');
    if (open) readable.add(row.menu_id);
  }
  return readable;
}

/**
 * A menu tree as this employee may see it (spec 01 §6: the menu tree is server-provided per
 * user), names in `locale`. The admin tree for a non-admin is therefore `[]`.
 */
export async function menuTreeFor(
  db: MaruDb,
  employee: Employee,
  root: MenuTreeRoot,
  locale: Locale,
): Promise<MenuNode[]> {
  const rows = await menuRowsOf(db, root);
  const readable = await readableMenus(db, employee, rows);
  return buildMenuTree(rows, locale, (menuId) => readable.has(menuId));
}
