import { sql, type SqlBool } from 'kysely';
import type { Employee } from '@maru/api/domain';
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

/**
 * The paths that may own or open `path` (already `portalPathOf`): itself, then each prefix
 * ending before a `/` (`/community/board/12` for `/community/board/12/view/3`, never
 * `/community/board/1`). Checking candidates with `in (...)` answers many paths in one query.
 */
function enclosingCandidates(path: string): string[] {
  const candidates = [path];
  for (let end = path.indexOf('/'); end !== -1; end = path.indexOf('/', end + 1)) {
    candidates.push(path.slice(0, end));
  }
  return candidates;
}

/**
 * The menu owning each portal path (already `portalPathOf`): its own or the nearest enclosing
 * `url_path` at a `/` boundary (`/community/board/12` owns `/community/board/12/view/3`, not
 * `/community/board/123`); the longest wins, then the lowest id. Paths no menu owns are absent.
 * One query, whatever the number of paths.
 */
export async function menuIdsForPaths(
  db: MaruDb,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const candidates = [...new Set(paths.flatMap(enclosingCandidates))];
  if (candidates.length === 0) return new Map();
  const rows = await db
    .selectFrom('menus')
    .select(['menu_id', sql<string>`lower(url_path)`.as('owned')])
    .where(sql<SqlBool>`lower(url_path) in (${sql.join(candidates)})`)
    .orderBy(sql`length(url_path)`, 'desc')
    .orderBy('menu_id')
    .execute();
  const owners = new Map<string, number>();
  for (const path of new Set(paths)) {
    const mayOwn = new Set(enclosingCandidates(path));
    const owner = rows.find((row) => mayOwn.has(row.owned));
    if (owner) owners.set(path, owner.menu_id);
  }
  return owners;
}

/** The paths (already `portalPathOf`) that are open portal pages or lie under an open area. */
export async function openPortalPathsAmong(
  db: MaruDb,
  paths: readonly string[],
): Promise<Set<string>> {
  const candidates = [...new Set(paths.flatMap(enclosingCandidates))];
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom('open_portal_paths')
    .select(['path', 'below'])
    .where('path', 'in', candidates)
    .execute();
  const exact = new Set(rows.filter((row) => row.below === 0).map((row) => row.path));
  const areas = new Set(rows.filter((row) => row.below === 1).map((row) => row.path));
  return new Set(
    paths.filter(
      (path) =>
        exact.has(path) ||
        enclosingCandidates(path)
          .slice(1)
          .some((p) => areas.has(p)),
    ),
  );
}

/**
 * The employee's events on the page at each URL: the owning menu's events when a menu owns the
 * path, every event on an open portal page, and none otherwise (an unknown board, a typo).
 * At most three queries, however many URLs (the menu tree checks every internal shortcut).
 */
export async function menuEventsForUrls(
  db: MaruDb,
  employee: Employee,
  urls: readonly string[],
): Promise<Map<string, MenuEventCode[]>> {
  const pathOf = new Map(urls.map((url) => [url, portalPathOf(url)]));
  const paths = [...new Set(pathOf.values())];
  const owners = await menuIdsForPaths(db, paths);
  const unowned = paths.filter((path) => !owners.has(path));
  const [events, open] = await Promise.all([
    menuEventsByMenu(db, employee, [...new Set(owners.values())]),
    openPortalPathsAmong(db, unowned),
  ]);
  const eventsOfPath = (path: string): MenuEventCode[] => {
    const owner = owners.get(path);
    if (owner !== undefined) return events.get(owner) ?? [];
    return open.has(path) ? [...EVENT_ORDER] : [];
  };
  return new Map(urls.map((url) => [url, eventsOfPath(pathOf.get(url) ?? '')]));
}

/** The employee's events on the page at one URL (see `menuEventsForUrls`). */
export async function menuEventsForUrl(
  db: MaruDb,
  employee: Employee,
  url: string,
): Promise<MenuEventCode[]> {
  return (await menuEventsForUrls(db, employee, [url])).get(url) ?? [];
}
