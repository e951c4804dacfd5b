import { commandMenuStarSeeds, otherSystemMenus } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';

/**
 * The other systems' menus and the demo stars from the fixtures, only while the menu table is
 * empty (deterministic: the fixtures' order, one star time). Returns whether it wrote.
 */
export async function seedCommandMenus(db: MaruDb, now: () => Date): Promise<boolean> {
  const any = await db.selectFrom('command_menus').select('system').limit(1).executeTakeFirst();
  if (any) return false;
  await db
    .insertInto('command_menus')
    .values(
      otherSystemMenus.map((menu, index) => ({
        system: menu.system,
        menu_path: menu.menuPath,
        url_path: menu.urlPath,
        link_type: menu.linkType,
        audience: menu.audience,
        sort_no: index + 1,
        name_ko: menu.names.ko,
        name_en: menu.names.en,
        name_ja: menu.names.ja,
        name_zh: menu.names.zh,
        location_ko: menu.location.ko,
        location_en: menu.location.en,
        location_ja: menu.location.ja,
        location_zh: menu.location.zh,
      })),
    )
    .execute();
  const users = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((row) => row.user_id),
  );
  const starredAt = Math.floor(now().getTime() / 1000);
  // Oldest star first: later seeds get later seconds, so the list order is the fixtures'.
  const stars = Object.entries(commandMenuStarSeeds).flatMap(([userId, keys]) =>
    users.has(userId)
      ? keys.map((key, index) => ({
          user_id: userId,
          system: key.system,
          menu_path: key.menuPath,
          starred_at: starredAt + index,
        }))
      : [],
  );
  if (stars.length > 0) await db.insertInto('command_menu_stars').values(stars).execute();
  return true;
}
