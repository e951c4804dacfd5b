import { favouriteSeeds, FIXED_FAVOURITE_MENU_IDS } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * The demo accounts' favourites from the fixtures (fixed ones with default_flag 1), only while
 * the table is empty and only for employees and menus that exist. Returns whether it wrote.
 */
export async function seedFavourites(db: MaruDb, now: () => Date): Promise<boolean> {
  const any = await db.selectFrom('favourite_menus').select('user_id').limit(1).executeTakeFirst();
  if (any) return false;
  const users = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const menus = new Set(
    (await db.selectFrom('menus').select('menu_id').execute()).map((row) => row.menu_id),
  );
  const createdAt = Math.floor(now().getTime() / 1000);
  const rows = Object.entries(favouriteSeeds).flatMap(([userId, lists]) => {
    if (!users.has(userId)) return [];
    const row = (menuId: number, shortcut: boolean, index: number) => ({
      user_id: userId,
      menu_id: menuId,
      shortcut_link_flag: shortcut ? 1 : 0,
      sort_no: index + 1,
      default_flag: FIXED_FAVOURITE_MENU_IDS.includes(menuId) ? 1 : 0,
      created_at: createdAt,
    });
    return [
      ...lists.shortcut.map((menuId, index) => row(menuId, true, index)),
      ...lists.panel.map((menuId, index) => row(menuId, false, index)),
    ].filter((entry) => menus.has(entry.menu_id));
  });
  if (rows.length === 0) return false;
  await db.insertInto('favourite_menus').values(rows).execute();
  return true;
}
