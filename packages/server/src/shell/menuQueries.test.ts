import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { flattenMenus } from '@maru/api/domain';
import { findEmployee } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';
import type { MenuTable } from '../db/schema';
import { menuTreeFor } from './menus';

/*
 * The mega-menu's internal shortcuts are checked against the pages they lead to. This builds a
 * tree of its own (no seed) so the number of shortcuts can grow while everything else stays.
 */

const FOLDER = 9000;
const FIRST_SHORTCUT = 9200;

/** Where the shortcuts lead, in turn, and whether a plain employee may read that page. */
const TARGETS: readonly [url: (i: number) => string, readable: boolean][] = [
  [(i) => `/community/board/91/view/${i}`, true], // under a board open to everyone
  [() => '/community/board/92', false], // a board for administrators only
  [(i) => `/community/board/910/view/${i}`, false], // not under board 91: nothing owns it
  [(i) => `/userFind?page=${i}`, true], // an open portal page
  [(i) => `/community/activity/x${i}`, true], // under an open area
  [() => '/community/activity', false], // the open area itself is not a page
];

function menu(menuId: number, parentId: number | null, extra: Partial<MenuTable>): MenuTable {
  return {
    menu_id: menuId,
    parent_id: parentId,
    sort_no: menuId,
    top_menu: parentId === null ? 1 : 0,
    menu_type_code: 'menu',
    board_type: null,
    folder_flag: '0',
    link_type: null,
    link_url: null,
    visible_flag: '1',
    system: 'GW',
    url_path: null,
    image_url: null,
    name_ko: `메뉴 ${menuId}`,
    name_en: `Menu ${menuId}`,
    name_ja: `メニュー ${menuId}`,
    name_zh: `菜单 ${menuId}`,
    ...extra,
  };
}

let temp: TempDatabase;
let db: MaruDb;
beforeAll(async () => {
  temp = await openTempDatabase('maru-menu-queries-', { state: 'migrated' });
  db = temp.db;
  await db
    .insertInto('menus')
    .values([
      menu(FOLDER, null, { folder_flag: '1' }),
      menu(91, null, { menu_type_code: 'board', url_path: '/community/board/91' }),
      menu(92, null, { menu_type_code: 'board', url_path: '/community/board/92' }),
    ])
    .execute();
  await db
    .insertInto('menu_permissions')
    .values([
      { menu_id: 91, grantee_kind: 'everyone', grantee_value: null, event: 'R' },
      { menu_id: 92, grantee_kind: 'flag', grantee_value: 'adminFlag', event: 'R' },
    ])
    .execute();
  await db
    .insertInto('open_portal_paths')
    .values([
      { path: '/userfind', below: 0 },
      { path: '/community/activity', below: 1 },
    ])
    .execute();
});
afterAll(() => temp.close());

async function withShortcuts(count: number): Promise<void> {
  await db.deleteFrom('menus').where('parent_id', '=', FOLDER).execute();
  const rows = Array.from({ length: count }, (_, i) =>
    menu(FIRST_SHORTCUT + i, FOLDER, {
      link_type: 'internal',
      link_url: TARGETS[i % TARGETS.length]?.[0](i) ?? null,
    }),
  );
  for (let start = 0; start < rows.length; start += 50) {
    await db
      .insertInto('menus')
      .values(rows.slice(start, start + 50))
      .execute();
  }
}

/** The shortcuts a plain employee sees, and how many queries the tree took. */
async function topTreeOfEmployee(): Promise<{ shortcuts: number[]; queries: number }> {
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => {
      queries += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  const employee = findEmployee('U0001');
  if (!employee) throw new Error('no demo employee U0001');
  const tree = await menuTreeFor(db.withPlugin(counting), employee, { top: true }, 'ko');
  const shortcuts = flattenMenus(tree)
    .map((node) => node.menuId)
    .filter((menuId) => menuId >= FIRST_SHORTCUT);
  return { shortcuts, queries };
}

const expectedShortcuts = (count: number) =>
  Array.from({ length: count }, (_, i) => i).flatMap((i) =>
    TARGETS[i % TARGETS.length]?.[1] ? [FIRST_SHORTCUT + i] : [],
  );

describe('menuTreeFor — internal shortcuts checked in a constant number of queries', () => {
  it('spec 01 §6: a shortcut shows only when its page is readable (board, open page, area)', async () => {
    await withShortcuts(TARGETS.length * 2);
    expect((await topTreeOfEmployee()).shortcuts).toEqual(expectedShortcuts(TARGETS.length * 2));
  });

  it('the query count does not grow with the number of shortcuts', async () => {
    await withShortcuts(TARGETS.length);
    const few = await topTreeOfEmployee();
    await withShortcuts(TARGETS.length * 20);
    const many = await topTreeOfEmployee();
    expect(many.shortcuts).toEqual(expectedShortcuts(TARGETS.length * 20));
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(6);
  });
});
