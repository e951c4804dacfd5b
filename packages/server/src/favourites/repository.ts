import type { FavouriteLists, FavouriteMenu, Locale, MenuNode } from '@maru/api';
import { favouriteListsOf, favouriteMenuOf } from '@maru/api';
import { favouriteCandidates, type Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { lockMember } from '../db/dialect/locks';
import { menuNameOf, menuTreeFor } from '../shell/menus';

/** The chooser's areas: the side menus' keys, in order (community, self-service, admin). */
const HOME_MENU_AREAS: readonly number[] = [1, 1100, 1000];

/**
 * The chooser's tree for the employee (`GET /gw/common/home/menus`): each area the employee
 * can see anything of, as a folder holding its visible menus, names in `locale`. Visibility is
 * the shell's own rule (`menuTreeFor`), so a favourite can never reveal a closed menu.
 */
export async function homeMenusOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<MenuNode[]> {
  const roots = await db
    .selectFrom('menus')
    .selectAll()
    .where('menu_id', 'in', [...HOME_MENU_AREAS])
    .execute();
  const areas: MenuNode[] = [];
  for (const areaId of HOME_MENU_AREAS) {
    const root = roots.find((row) => row.menu_id === areaId);
    if (!root) continue;
    const children = await menuTreeFor(db, employee, { under: areaId }, locale);
    if (children.length === 0) continue;
    areas.push({
      menuId: root.menu_id,
      menuName: menuNameOf(root, locale),
      menuTypeCode: root.menu_type_code,
      boardType: root.board_type,
      folderFlag: '1',
      linkType: null,
      linkUrl: null,
      visibleFlag: root.visible_flag,
      system: root.system,
      urlPath: null,
      imageUrl: root.image_url,
      children,
    });
  }
  return areas;
}

/** The menus the employee may hold as favourites, by id (names in `locale`). */
export async function favouriteCandidatesOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<Map<number, MenuNode>> {
  const tree = await homeMenusOf(db, employee, locale);
  return new Map(favouriteCandidates(tree).map((node) => [node.menuId, node]));
}

export interface StoredFavourite {
  menuId: number;
  shortcutLinkFlag: 0 | 1;
  sortNo: number;
  defaultFlag: 0 | 1;
}

/** The employee's stored favourites, whatever their readability now. */
export async function storedFavourites(db: MaruDb, userId: string): Promise<StoredFavourite[]> {
  const rows = await db
    .selectFrom('favourite_menus')
    .select(['menu_id', 'shortcut_link_flag', 'sort_no', 'default_flag'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    menuId: row.menu_id,
    shortcutLinkFlag: row.shortcut_link_flag === 1 ? 1 : 0,
    sortNo: row.sort_no,
    defaultFlag: row.default_flag === 1 ? 1 : 0,
  }));
}

/** The stored favourites as ids in their two lists. */
export function listsOfStored(stored: readonly StoredFavourite[]): FavouriteLists<number> {
  const lists = favouriteListsOf(stored);
  return {
    shortcut: lists.shortcut.map((item) => item.menuId),
    panel: lists.panel.map((item) => item.menuId),
  };
}

/**
 * The favourites as the list call answers them: shortcuts then panel, each in order, only the
 * menus the employee may still read (a menu closed to them since drops out of the answer;
 * its row goes with the next save, since the user can neither see nor arrange it).
 */
export function favouriteItems(
  stored: readonly StoredFavourite[],
  candidates: ReadonlyMap<number, MenuNode>,
): FavouriteMenu[] {
  const lists = favouriteListsOf(stored);
  return [...lists.shortcut, ...lists.panel].flatMap((entry) => {
    const node = candidates.get(entry.menuId);
    if (!node) return [];
    return [
      favouriteMenuOf(node, {
        shortcut: entry.shortcutLinkFlag === 1,
        sortNo: entry.sortNo,
        fixed: entry.defaultFlag === 1,
      }),
    ];
  });
}

/**
 * Replaces the employee's favourites with `lists` (ids in order) in one transaction: rows
 * that stay keep their fixed flag and creation time, new ones are created, dropped ones go.
 */
export async function writeFavourites(
  db: MaruDb,
  userId: string,
  lists: FavouriteLists<number>,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    const existing = await trx
      .selectFrom('favourite_menus')
      .select(['menu_id', 'default_flag', 'created_at'])
      .where('user_id', '=', userId)
      .execute();
    const known = new Map(existing.map((row) => [row.menu_id, row]));
    await trx.deleteFrom('favourite_menus').where('user_id', '=', userId).execute();
    const rows = [
      ...lists.shortcut.map((menuId, index) => ({ menuId, shortcut: 1, sortNo: index + 1 })),
      ...lists.panel.map((menuId, index) => ({ menuId, shortcut: 0, sortNo: index + 1 })),
    ].map(({ menuId, shortcut, sortNo }) => ({
      user_id: userId,
      menu_id: menuId,
      shortcut_link_flag: shortcut,
      sort_no: sortNo,
      default_flag: known.get(menuId)?.default_flag ?? 0,
      created_at: known.get(menuId)?.created_at ?? now,
    }));
    if (rows.length > 0) await trx.insertInto('favourite_menus').values(rows).execute();
  });
}
