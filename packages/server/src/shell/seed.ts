import {
  cloudInfoByStudio,
  cloudLogos,
  employees,
  menuNames,
  menuNode,
  menuPermissionRules,
  openPortalPaths,
  SIDE_MENU_TREES,
  topMenuTree,
  unreadCountsFor,
  type MenuNames,
  type MenuPermissionRule,
} from '@maru/api/fixtures';
import { notificationSystemSchema, type MenuNode } from '@maru/api';
import type { Kysely } from 'kysely';
import type { Database, NewMenu } from '../db/schema';
import { portalPathOf } from './permissions';

type Db = Kysely<Database>;

async function isEmpty(db: Db, table: keyof Database): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/** Names of the side menus' own roots, which the fixtures do not list as menus. */
const SIDE_ROOT_NAMES: Record<string, MenuNames> = {
  '1': { ko: '커뮤니티', en: 'Community', ja: 'コミュニティ', zh: '社区' },
  '1100': { ko: '인사 서비스', en: 'Self-Service', ja: 'セルフサービス', zh: '员工自助服务' },
  '1000': { ko: '시스템 관리', en: 'System Administration', ja: 'システム管理', zh: '系统管理' },
};

function menuRow(
  node: MenuNode,
  parentId: number | null,
  sortNo: number,
  topMenu: boolean,
): NewMenu {
  const names = menuNames[node.menuId];
  return {
    menu_id: node.menuId,
    parent_id: parentId,
    sort_no: sortNo,
    top_menu: topMenu ? 1 : 0,
    menu_type_code: node.menuTypeCode,
    board_type: node.boardType,
    folder_flag: node.folderFlag,
    link_type: node.linkType,
    link_url: node.linkUrl,
    visible_flag: node.visibleFlag,
    system: node.system,
    url_path: node.urlPath,
    image_url: node.imageUrl,
    name_ko: names?.ko ?? node.menuName,
    name_en: names?.en ?? node.menuName,
    name_ja: names?.ja ?? node.menuName,
    name_zh: names?.zh ?? node.menuName,
  };
}

/**
 * The fixtures' trees as one forest of rows, parents before children. An id names one menu:
 * the admin pages sit under the mega-menu's 1000 entry and are the admin side menu too, so
 * each id is stored once, and a second appearance must agree on its parent.
 */
export function menuRowsFromFixtures(): NewMenu[] {
  const rows = new Map<number, NewMenu>();
  const add = (nodes: readonly MenuNode[], parentId: number | null, topMenu: boolean) => {
    nodes.forEach((node, index) => {
      const known = rows.get(node.menuId);
      if (known && known.parent_id !== parentId) {
        throw new Error(`menu ${node.menuId} appears under ${known.parent_id} and ${parentId}`);
      }
      if (!known) rows.set(node.menuId, menuRow(node, parentId, index, topMenu));
      add(node.children, node.menuId, false);
    });
  };
  add(topMenuTree, null, true);
  for (const [key, tree] of Object.entries(SIDE_MENU_TREES)) {
    const rootId = Number(key);
    if (!rows.has(rootId)) {
      const names = SIDE_ROOT_NAMES[key] ?? SIDE_ROOT_NAMES['1'];
      rows.set(rootId, {
        ...menuRow(
          menuNode({
            menuId: rootId,
            menuName: names?.ko ?? key,
            folderFlag: '1',
            linkType: null,
          }),
          null,
          0,
          false,
        ),
        ...(names
          ? { name_ko: names.ko, name_en: names.en, name_ja: names.ja, name_zh: names.zh }
          : {}),
      });
    }
    add(tree, rootId, false);
  }
  // Parents first, so the self reference holds at every insert.
  const ordered: NewMenu[] = [];
  const placed = new Set<number>();
  let pending = [...rows.values()];
  while (pending.length > 0) {
    const ready = pending.filter((row) => row.parent_id == null || placed.has(row.parent_id));
    if (ready.length === 0) throw new Error('the menu fixtures contain a cycle or orphan');
    for (const row of ready) {
      ordered.push(row);
      placed.add(row.menu_id);
    }
    pending = pending.filter((row) => !placed.has(row.menu_id));
  }
  return ordered;
}

/** One `menu_permissions` row per grantee and event of a fixture rule. */
export function permissionRowsOf(rule: MenuPermissionRule) {
  const grantees: { grantee_kind: string; grantee_value: string | null }[] =
    rule.grantee.kind === 'everyone'
      ? [{ grantee_kind: 'everyone', grantee_value: null }]
      : rule.grantee.kind === 'users'
        ? rule.grantee.userIds.map((userId) => ({ grantee_kind: 'user', grantee_value: userId }))
        : [{ grantee_kind: 'flag', grantee_value: rule.grantee.flag }];
  return grantees.flatMap((grantee) =>
    rule.events.map((event) => ({ menu_id: rule.menuId, ...grantee, event })),
  );
}

async function seedMenus(db: Db): Promise<void> {
  for (const row of menuRowsFromFixtures()) await db.insertInto('menus').values(row).execute();
  const permissions = menuPermissionRules.flatMap(permissionRowsOf);
  for (let start = 0; start < permissions.length; start += 100) {
    await db
      .insertInto('menu_permissions')
      .values(permissions.slice(start, start + 100))
      .execute();
  }
  const open = openPortalPaths.map((path) =>
    path.endsWith('/*')
      ? { path: portalPathOf(path.slice(0, -2)), below: 1 }
      : { path: portalPathOf(path), below: 0 },
  );
  if (open.length > 0) await db.insertInto('open_portal_paths').values(open).execute();
}

async function seedCloudSettings(db: Db): Promise<void> {
  const known = new Set(
    (await db.selectFrom('studios').select('dl_id').execute()).map((s) => s.dl_id),
  );
  for (const [studioId, info] of Object.entries(cloudInfoByStudio)) {
    if (!known.has(studioId)) continue;
    await db
      .insertInto('cloud_settings')
      .values({
        studio_id: studioId,
        is_blocked: info.isBlocked ? 1 : 0,
        blocked_url: info.blockedUrl,
        is_cloud: info.isCloud ? 1 : 0,
        use_ga: info.useGa ? 1 : 0,
        use_kanban: info.useKanban ? 1 : 0,
        use_performance: info.usePerformance ? 1 : 0,
        use_payroll: info.usePayroll ? 1 : 0,
        is_free_trial: info.isFreeTrial ? 1 : 0,
        free_trial_expired_at: info.freeTrialExpiredAt,
        logo_url: cloudLogos.find((logo) => logo.companyId === studioId)?.logoUrl ?? null,
      })
      .execute();
  }
}

async function seedNotificationCounts(db: Db): Promise<void> {
  const known = new Set(
    (await db.selectFrom('employees').select('user_id').execute()).map((e) => e.user_id),
  );
  const rows = employees
    .filter((employee) => known.has(employee.userId))
    .flatMap((employee) => {
      const counts = unreadCountsFor(employee.userId);
      return notificationSystemSchema.options.flatMap((system) =>
        counts[system] > 0
          ? [{ user_id: employee.userId, system, unread_count: counts[system] }]
          : [],
      );
    });
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('notification_counts')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

/**
 * Seeds the shell's data (menus and permissions, cloud settings and logos, notification
 * counts), each part only while its table is empty: a database seeded before these tables
 * existed gets them on the next start. Returns whether anything was written.
 */
export async function seedShell(db: Db): Promise<boolean> {
  let seeded = false;
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'menus')) {
      await seedMenus(trx);
      seeded = true;
    }
    if (await isEmpty(trx, 'cloud_settings')) {
      await seedCloudSettings(trx);
      seeded = true;
    }
    if (await isEmpty(trx, 'notification_counts')) {
      await seedNotificationCounts(trx);
      seeded = true;
    }
  });
  return seeded;
}
