import { sql, type SqlBool } from 'kysely';
import type { Employee } from '@maru/api/fixtures';
import type { MenuEventCode } from '@maru/api';
import type { MaruDb } from '../db/connection';

/** The spec's order of permission events: read, create, save, admin. */
export const EVENT_ORDER: readonly MenuEventCode[] = ['R', 'C', 'S', 'A'];

/** Grantee kinds of `menu_permissions` rows. */
export type GranteeKind = 'everyone' | 'user' | 'flag';

/** The employee flags a permission rule may grant to. */
export type GranteeFlag =
  'adminFlag' | 'hrUserAdminFlag' | 'managerFlag' | 'isFinanceAdmin' | 'isGaPrivileged';

/** The flags this employee holds, as they are named in permission rules. */
export function flagsOf(employee: Employee): GranteeFlag[] {
  const held: Record<GranteeFlag, boolean> = {
    adminFlag: employee.adminFlag === '1',
    hrUserAdminFlag: employee.hrUserAdminFlag,
    managerFlag: employee.managerFlag === '1',
    isFinanceAdmin: employee.isFinanceAdmin,
    isGaPrivileged: employee.isGaPrivileged,
  };
  return (Object.keys(held) as GranteeFlag[]).filter((flag) => held[flag]);
}

function inEventOrder(events: Iterable<string>): MenuEventCode[] {
  const held = new Set(events);
  return EVENT_ORDER.filter((event) => held.has(event));
}

/**
 * The events the employee holds per menu: the union of every rule granted to everyone, to the
 * employee by id, or to a flag the employee holds. Menus without a matching rule are absent
 * (no access). `menuIds` narrows the query; without it every menu is evaluated.
 */
export async function menuEventsByMenu(
  db: MaruDb,
  employee: Employee,
  menuIds?: readonly number[],
): Promise<Map<number, MenuEventCode[]>> {
  if (menuIds?.length === 0) return new Map();
  const flags = flagsOf(employee);
  let query = db
    .selectFrom('menu_permissions')
    .select(['menu_id', 'event'])
    .distinct()
    .where((eb) =>
      eb.or([
        eb('grantee_kind', '=', 'everyone'),
        eb.and([eb('grantee_kind', '=', 'user'), eb('grantee_value', '=', employee.userId)]),
        ...(flags.length > 0
          ? [eb.and([eb('grantee_kind', '=', 'flag'), eb('grantee_value', 'in', flags)])]
          : []),
      ]),
    );
  if (menuIds) query = query.where('menu_id', 'in', menuIds);
  const rows = await query.execute();

  const raw = new Map<number, string[]>();
  for (const row of rows) raw.set(row.menu_id, [...(raw.get(row.menu_id) ?? []), row.event]);
  return new Map([...raw].map(([menuId, events]) => [menuId, inEventOrder(events)]));
}

/** The employee's events on one menu; `[]` for no access or an unknown menu. */
export async function menuEventsOf(
  db: MaruDb,
  employee: Employee,
  menuId: number,
): Promise<MenuEventCode[]> {
  return (await menuEventsByMenu(db, employee, [menuId])).get(menuId) ?? [];
}

/** The ids among `menuIds` that any rule names: such a menu is guarded by its rules. */
export async function menusWithRules(db: MaruDb, menuIds: readonly number[]): Promise<Set<number>> {
  if (menuIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('menu_permissions')
    .select('menu_id')
    .distinct()
    .where('menu_id', 'in', menuIds)
    .execute();
  return new Set(rows.map((row) => row.menu_id));
}

/**
 * The path of a portal URL as the access checks compare it: no origin, query, fragment or
 * trailing slash, lower case (the spec has `/ess/myInfo` also as `/ess/myinfo`; no two portal
 * paths differ only by case).
 */
export function portalPathOf(url: string): string {
  const path = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  if (path === '') return '/';
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** The menu owning a portal path (already `portalPathOf`): its own or the nearest enclosing
 * `url_path` at a `/` boundary (`/community/board/12` owns `/community/board/12/view/3`, not
 * `/community/board/123`); the longest wins. Plain SQL functions SQLite and PostgreSQL share. */
export async function menuIdForPath(db: MaruDb, path: string): Promise<number | null> {
  const row = await db
    .selectFrom('menus')
    .select('menu_id')
    .where('url_path', 'is not', null)
    .where(
      sql<SqlBool>`(lower(url_path) = ${path} or substr(${path}, 1, length(url_path) + 1) = lower(url_path) || '/')`,
    )
    .orderBy(sql`length(url_path)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.menu_id ?? null;
}

/** Whether a path (already `portalPathOf`) is an open portal page or lies under an open area. */
export async function isOpenPortalPath(db: MaruDb, path: string): Promise<boolean> {
  const row = await db
    .selectFrom('open_portal_paths')
    .select('path')
    .where(
      sql<SqlBool>`((below = 0 and path = ${path}) or (below = 1 and substr(${path}, 1, length(path) + 1) = path || '/'))`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The employee's events on the page at a URL: the owning menu's events when a menu owns the
 * path, every event on an open portal page, and none otherwise (an unknown board, a typo).
 */
export async function menuEventsForUrl(
  db: MaruDb,
  employee: Employee,
  url: string,
): Promise<MenuEventCode[]> {
  const path = portalPathOf(url);
  const menuId = await menuIdForPath(db, path);
  if (menuId !== null) return menuEventsOf(db, employee, menuId);
  return (await isOpenPortalPath(db, path)) ? [...EVENT_ORDER] : [];
}
