import { sql, type Migration } from 'kysely';
import { engineOf, type Engine } from '../db/dialect/engine';
import { refreshPostDocsSql } from './documents';
import { LEGACY_BODY_SQL } from './legacyBodySql';
import { columnChanged, createTriggers, dropTriggers, type SyncTable } from './triggers';

/*
 * Renames reach the search index at once (issue 7, after 2026_11_26_003_search): a post's
 * document holds its author's names, and the menu index holds the menus' names, so both now
 * follow the base rows by triggers instead of waiting for `rebuildSearchIndex`. Everything
 * else a result shows about its author or menu (department, menu path, board name) is read
 * from the base tables when the page is answered, so it is current already.
 *
 * The member index is not followed here: its ids are in (company, name) order, which a rename
 * breaks, so it is still rebuilt after a directory change (`rebuildMemberIndex`).
 *
 * SQLite only: PostgreSQL's search starts with these triggers (postgresMigration.ts).
 */

const AUTHOR_NAMES = ['user_name', 'user_name_en'] as const;
const MENU_NAMES = ['name_ko', 'name_en', 'name_ja', 'name_zh'] as const;

const anyChanged = (columns: readonly string[], engine: Engine) =>
  columns.map((column) => columnChanged(column, engine)).join(' or ');
const values = (row: 'new' | 'old') =>
  [`${row}.menu_id`, ...MENU_NAMES.map((column) => `${row}.${column}`)].join(', ');
const menuColumns = MENU_NAMES.join(', ');
const indexMenu = `insert into search_menus_fts(rowid, ${menuColumns}) values (${values('new')})`;
const unindexMenu = `insert into search_menus_fts(search_menus_fts, rowid, ${menuColumns}) values ('delete', ${values('old')})`;

/**
 * A rename refreshes the documents of the author's posts (posts_author_idx), their body from
 * `body` (refreshPostDocsSql). The body-text migration recreates it with the stored text.
 */
export const authorRenameTrigger = (body: string, engine: Engine): SyncTable => ({
  // A directory sync may write every column of every member: only a real rename refreshes.
  table: 'employees',
  updateOf: AUTHOR_NAMES,
  updateWhen: anyChanged(AUTHOR_NAMES, engine),
  update: refreshPostDocsSql(
    'p.reg_user_id = new.user_id',
    'list_id in (select list_id from posts where reg_user_id = new.user_id)',
    body,
    engine,
  ),
});

const SYNC_TABLES: readonly SyncTable[] = [
  authorRenameTrigger(LEGACY_BODY_SQL, 'sqlite'),
  {
    table: 'menus',
    insert: [indexMenu],
    updateOf: ['menu_id', ...MENU_NAMES],
    updateWhen: anyChanged(['menu_id', ...MENU_NAMES], 'sqlite'),
    update: [unindexMenu, indexMenu],
    delete: [unindexMenu],
  },
];

export const searchRenamesMigration: Migration = {
  async up(db) {
    if (engineOf(db) !== 'sqlite') return;
    await createTriggers(db, SYNC_TABLES);
    // From here the triggers keep both exact; bring what went stale before them up to date
    // (an external-content index must hold exactly what its 'delete' commands will name).
    await sql`insert into search_menus_fts(search_menus_fts) values ('rebuild')`.execute(db);
    const stale = await sql<{ list_id: number }>`select d.list_id from search_post_docs d
      join employees e on e.user_id = d.reg_user_id
      where d.author is not e.user_name || ' ' || e.user_name_en`.execute(db);
    for (const { list_id } of stale.rows) {
      for (const statement of refreshPostDocsSql(
        `p.list_id = ${Number(list_id)}`,
        `list_id = ${Number(list_id)}`,
        LEGACY_BODY_SQL,
        'sqlite',
      )) {
        await sql.raw(statement).execute(db);
      }
    }
  },
  async down(db) {
    if (engineOf(db) !== 'sqlite') return;
    await dropTriggers(db, SYNC_TABLES);
  },
};
