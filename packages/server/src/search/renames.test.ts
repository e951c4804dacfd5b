import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  MENU_PATH_SEPARATOR,
  type MenuSearchPage,
  type PostSearchItem,
  type PostSearchPage,
} from '@maru/api';
import { engineOf } from '../db/dialect/engine';
import { migrations } from '../db/migrations';
import { TEST_ENGINE } from '../testing/engine';
import { MENU_TEXT_COLUMNS } from './documents';
import { MENU_SET, matchingRowids } from './matching';
import { fileHarness, searchCall } from './testing';

/*
 * Migration 2026_11_27_101_search_renames: a renamed author or menu is searchable by its new
 * name at once, without `rebuildSearchIndex`. 강서준 (U0006) wrote posts 19 and 20 on the
 * board 주간 회의 (menu 15); 동호회 (14) sits in the folder 사내 소식 (12).
 */

const session = fileHarness('minjun.kim');

const posts = async (keyword: string, searchTargets = 'all'): Promise<PostSearchItem[]> =>
  (
    await searchCall<PostSearchPage>(session.harness, session.cookie, '/es/search/posts', {
      keyword,
      searchTargets,
    })
  ).body.items;
const ids = async (keyword: string, searchTargets = 'author') =>
  (await posts(keyword, searchTargets)).map((item) => item.listId).sort((a, b) => a - b);
const menus = async (keyword: string, lang = 'ko') =>
  (
    await searchCall<MenuSearchPage>(
      session.harness,
      session.cookie,
      '/es/search/menus',
      { keyword },
      lang,
    )
  ).body.items;

const renameAuthor = (names: { user_name?: string; user_name_en?: string }) =>
  session.harness.db.updateTable('employees').set(names).where('user_id', '=', 'U0006').execute();
const renameMenu = (menuId: number, names: { name_ko?: string; name_en?: string }) =>
  session.harness.db.updateTable('menus').set(names).where('menu_id', '=', menuId).execute();

/**
 * FTS5 compares an external-content index with its table, token by token. PostgreSQL's
 * trigram indexes are indexes of the tables themselves: nothing there can drift.
 */
async function indexMatchesContent(index: 'search_menus_fts' | 'search_posts_fts') {
  if (TEST_ENGINE !== 'sqlite') return;
  await sql`insert into ${sql.table(index)}(${sql.table(index)}, rank) values ('integrity-check', 1)`.execute(
    session.harness.db,
  );
}

describe('a renamed author (spec 01 §3: posts found by author name)', () => {
  it('is found by the new name at once, and no longer by the old one', async () => {
    expect(await ids('강서준')).toEqual([19, 20]);
    await renameAuthor({ user_name: '강하늘' });
    expect(await ids('강하늘')).toEqual([19, 20]);
    expect(await ids('강서준')).toEqual([]);
    // Two letters go through the short-gram index, which the triggers queue for.
    expect(await ids('하늘')).toEqual([19, 20]);
    expect((await posts('강하늘', 'all')).map((item) => item.regUserName)).toEqual([
      '강하늘',
      '강하늘',
    ]);
    await indexMatchesContent('search_posts_fts');
  });

  it('is found by a new English name', async () => {
    await renameAuthor({ user_name_en: 'Haneul Kang' });
    expect(await ids('Haneul')).toEqual([19, 20]);
    expect(await ids('Seojun')).toEqual([]);
  });

  it('a write that changes no name leaves the documents alone', async () => {
    await ids('강하늘'); // flushes the short-gram queue
    await session.harness.db
      .updateTable('employees')
      .set((eb) => ({ user_name: eb.ref('user_name'), duty_desc: '팀장' }))
      .where('user_id', '=', 'U0006')
      .execute();
    const queued = await session.harness.db
      .selectFrom('search_post_dirty')
      .select('list_id')
      .execute();
    expect(queued).toEqual([]);
  });

  it('moved to another department, the results show the new one', async () => {
    const department = await session.harness.db
      .selectFrom('departments')
      .select(['dl_id', 'dl_name'])
      .where('dl_id', '=', 'D3200')
      .executeTakeFirstOrThrow();
    await session.harness.db
      .updateTable('employees')
      .set({ organization_id: department.dl_id })
      .where('user_id', '=', 'U0006')
      .execute();
    const found = await posts('강하늘', 'author');
    expect(found.map((item) => item.regUserOrganizationName)).toEqual([
      department.dl_name,
      department.dl_name,
    ]);
  });
});

describe('a renamed menu (spec 01 §3: menu results and post results name the board)', () => {
  it('menu search finds the new name in every locale, not the old one', async () => {
    expect((await menus('주간 회의')).map((item) => item.menuId)).toContain(15);
    await renameMenu(15, { name_ko: '주간 스탠드업', name_en: 'Weekly Standups' });
    const renamed = await menus('스탠드업');
    expect(renamed.map((item) => [item.menuId, item.menuName])).toEqual([[15, '주간 스탠드업']]);
    expect((await menus('Standups')).map((item) => item.menuName)).toEqual(['주간 스탠드업']);
    expect((await menus('Standups', 'en')).map((item) => item.menuName)).toEqual([
      'Weekly Standups',
    ]);
    expect((await menus('주간 회의')).map((item) => item.menuId)).not.toContain(15);
    await indexMatchesContent('search_menus_fts');
  });

  it('post results show the board by its new name', async () => {
    const found = await posts('강하늘', 'author');
    expect(found.map((item) => [item.listId, item.menuName])).toEqual([
      [19, '주간 스탠드업'],
      [20, '주간 스탠드업'],
    ]);
  });

  it('a renamed folder shows in the path of the menus below it', async () => {
    await renameMenu(12, { name_ko: '회사 이야기' });
    const [clubs] = await menus('동호회');
    expect(clubs?.menuPath.split(MENU_PATH_SEPARATOR)).toContain('회사 이야기');
    expect(clubs?.menuPath).not.toContain('사내 소식');
  });

  it('a menu added or removed is in the index at once', async () => {
    const { db } = session.harness;
    const match = async (keyword: string) =>
      (
        await sql<{
          rowid: number;
        }>`${matchingRowids(engineOf(db), MENU_SET, [keyword], MENU_TEXT_COLUMNS)}`.execute(db)
      ).rows.map((row) => Number(row.rowid));
    const menu = await session.harness.db
      .selectFrom('menus')
      .selectAll()
      .where('menu_id', '=', 14)
      .executeTakeFirstOrThrow();
    await session.harness.db
      .insertInto('menus')
      .values({ ...menu, menu_id: 9914, name_ko: '독서 모임 게시판' })
      .execute();
    expect(await match('독서 모임')).toEqual([9914]);
    await session.harness.db.deleteFrom('menus').where('menu_id', '=', 9914).execute();
    expect(await match('독서 모임')).toEqual([]);
    await indexMatchesContent('search_menus_fts');
  });
});

describe('the migration itself', () => {
  // PostgreSQL's search follows renames from its first migration (postgresMigration.ts).
  const name =
    TEST_ENGINE === 'sqlite' ? '2026_11_27_101_search_renames' : '2026_11_30_001_pg_trgm_indexes';
  it(`${name} brings names renamed before it up to date`, async () => {
    const renames = migrations[name];
    if (!renames?.down) throw new Error('the renames migration is missing');
    await renames.down(session.harness.db);
    await renameAuthor({ user_name: '강바다' });
    await renameMenu(15, { name_ko: '주간 싱크' });
    expect(await ids('강바다')).toEqual([]);
    await renames.up(session.harness.db);
    expect(await ids('강바다')).toEqual([19, 20]);
    expect((await menus('싱크')).map((item) => item.menuId)).toEqual([15]);
    await indexMatchesContent('search_menus_fts');
    await indexMatchesContent('search_posts_fts');
  });
});
