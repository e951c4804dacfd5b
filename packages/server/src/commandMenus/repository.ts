import {
  commandMenuAudienceAllows,
  commandMenuKeyOf,
  maruCommandMenusOf,
  type CommandMenu,
  type CommandMenuAudience,
  type CommandMenuKey,
  type CommandMenuLinkType,
  type CommandMenuSystem,
  type Locale,
} from '@maru/api';
import { otherSystemEntryOf, type Employee } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { homeMenusOf } from '../favourites/repository';
import { cloudInfoFor } from '../shell/cloud';
import { currentStudioOf } from '../shell/studios';
import type { CommandMenuTable } from './tables';

type MenuEntry = Omit<CommandMenu, 'favoriteFlag' | 'accessedAt'>;

function entryOf(row: CommandMenuTable, locale: Locale): MenuEntry {
  const names: Record<Locale, string> = {
    ko: row.name_ko,
    en: row.name_en,
    ja: row.name_ja,
    zh: row.name_zh,
  };
  const locations: Record<Locale, string> = {
    ko: row.location_ko,
    en: row.location_en,
    ja: row.location_ja,
    zh: row.location_zh,
  };
  return otherSystemEntryOf(
    {
      system: row.system as Exclude<CommandMenuSystem, 'GW'>,
      menuPath: row.menu_path,
      urlPath: row.url_path,
      linkType: row.link_type as CommandMenuLinkType,
      audience: row.audience as CommandMenuAudience,
      names,
      location: locations,
    },
    locale,
  );
}

/**
 * The menus the employee may open, before their stars and visits: Maru's from the menu trees
 * as the shell filters them (`homeMenusOf`, the R permission rule), then the other systems'
 * their flags allow (spec 01 §6: HR admin, finance admin, kanban in the current company).
 */
export async function openableMenusOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<MenuEntry[]> {
  const studio = await currentStudioOf(db, employee.userId);
  const cloud = await cloudInfoFor(db, studio?.dlId ?? employee.studioId);
  const viewer = {
    hrUserAdminFlag: employee.hrUserAdminFlag,
    isFinanceAdmin: employee.isFinanceAdmin,
    useKanban: cloud.useKanban,
  };
  const others = await db.selectFrom('command_menus').selectAll().orderBy('sort_no').execute();
  return [
    ...maruCommandMenusOf(await homeMenusOf(db, employee, locale)),
    ...others
      .filter((row) => commandMenuAudienceAllows(row.audience as CommandMenuAudience, viewer))
      .map((row) => entryOf(row, locale)),
  ];
}

/** The employee's stars, oldest first, by key. */
async function starsOf(db: MaruDb, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('command_menu_stars')
    .select(['system', 'menu_path'])
    .where('user_id', '=', userId)
    .orderBy('starred_at')
    .orderBy('system')
    .orderBy('menu_path')
    .execute();
  return rows.map((row) => commandMenuKeyOf({ system: row.system, menuPath: row.menu_path }));
}

/** The latest visit of each menu since its reset, by key (unix seconds). */
async function visitsOf(db: MaruDb, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('menu_access_log as log')
    .leftJoin('command_menu_access_resets as reset', (join) =>
      join
        .onRef('reset.user_id', '=', 'log.user_id')
        .onRef('reset.system', '=', 'log.system')
        .onRef('reset.menu_path', '=', 'log.menu_path'),
    )
    .select(['log.system', 'log.menu_path', (eb) => eb.fn.max('log.accessed_at').as('at')])
    .where('log.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('reset.reset_at', 'is', null),
        eb('log.accessed_at', '>', eb.ref('reset.reset_at')),
      ]),
    )
    .groupBy(['log.system', 'log.menu_path'])
    .execute();
  return new Map(
    rows.map((row) => [
      commandMenuKeyOf({ system: row.system, menuPath: row.menu_path }),
      Number(row.at),
    ]),
  );
}

/** Every menu the employee may open with their stars and recent visits (`GET /common/menus/all`). */
export async function commandMenusOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<CommandMenu[]> {
  const entries = await openableMenusOf(db, employee, locale);
  const starred = new Set(await starsOf(db, employee.userId));
  const visits = await visitsOf(db, employee.userId);
  return entries.map((entry) => {
    const key = commandMenuKeyOf(entry);
    return {
      ...entry,
      favoriteFlag: starred.has(key) ? 1 : 0,
      accessedAt: visits.get(key) ?? null,
    };
  });
}

/** The starred menus the employee may still open, oldest star first (`GET /common/menus/favorite`). */
export async function favoriteMenusOf(
  db: MaruDb,
  employee: Employee,
  locale: Locale,
): Promise<CommandMenu[]> {
  const menus = new Map(
    (await commandMenusOf(db, employee, locale)).map((menu) => [commandMenuKeyOf(menu), menu]),
  );
  return (await starsOf(db, employee.userId)).flatMap((key) => {
    const menu = menus.get(key);
    return menu ? [menu] : [];
  });
}

/** Whether the employee may open the menu (star and reset accept only these). */
export async function canOpenMenu(
  db: MaruDb,
  employee: Employee,
  key: CommandMenuKey,
): Promise<boolean> {
  const wanted = commandMenuKeyOf(key);
  return (await openableMenusOf(db, employee, 'ko')).some(
    (entry) => commandMenuKeyOf(entry) === wanted,
  );
}

/** Stars (keeping the first star's time) or unstars a menu. */
export async function setStar(
  db: MaruDb,
  userId: string,
  key: CommandMenuKey,
  starred: boolean,
  now: number,
): Promise<void> {
  if (!starred) {
    await db
      .deleteFrom('command_menu_stars')
      .where('user_id', '=', userId)
      .where('system', '=', key.system)
      .where('menu_path', '=', key.menuPath)
      .execute();
    return;
  }
  await db
    .insertInto('command_menu_stars')
    .values({ user_id: userId, system: key.system, menu_path: key.menuPath, starred_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'system', 'menu_path']).doNothing())
    .execute();
}

/** Removes a menu from the recents: visits up to `now` no longer count. */
export async function resetAccess(
  db: MaruDb,
  userId: string,
  key: CommandMenuKey,
  now: number,
): Promise<void> {
  await db
    .insertInto('command_menu_access_resets')
    .values({ user_id: userId, system: key.system, menu_path: key.menuPath, reset_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'system', 'menu_path']).doUpdateSet({ reset_at: now }),
    )
    .execute();
}
