import { sql, type Selectable } from 'kysely';
import type { MaruDb } from '../db/connection';
import { engineOf } from '../db/dialect/engine';
import {
  BODY_TEXT_SQL,
  MEMBER_SCOPE_COLUMN,
  MEMBER_TEXT_COLUMNS,
  POST_TEXT_COLUMNS,
  refreshPostDocsSql,
} from './documents';
import type { SearchMemberTable } from './tables';
import { shortGramsOf } from './rules';

/*
 * Full rebuilds of the search documents and indexes from the base tables, and the short-gram
 * step the triggers cannot do. Posts and menus are kept in step by triggers (migration.ts,
 * renamesMigration.ts) plus `flushPostGrams`; members change rarely (the seed, a directory
 * sync) and are rebuilt here in one go: well under a second for the demo company, a few
 * seconds for 100,000 members. On PostgreSQL the trigram indexes are plain indexes of these
 * tables (postgresMigration.ts): the database keeps them, so only the tables are rebuilt.
 */

const run = (db: MaruDb, statement: string) => sql.raw(statement).execute(db);

/** Rows per INSERT: SQLite allows 32,766 parameters in one statement. */
const CHUNK = 500;

type SearchMemberRow = Selectable<SearchMemberTable>;

interface MemberPost {
  user_id: string;
  studio_id: string;
  organization_id: string;
  duty_desc: string;
  main_flag: number;
  sort_no: number;
  user_name: string;
  user_name_en: string;
  email: string;
  dl_name: string;
  dl_name_en: string;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
}

/**
 * Every name of a post's department a member may be found by: Korean, English, and Japanese
 * and Chinese where the department has them (a reader types the name their portal shows).
 */
const departmentNames = (post: MemberPost): string[] =>
  [post.dl_name, post.dl_name_en, post.dl_name_ja, post.dl_name_zh].flatMap((name) =>
    name ? [name] : [],
  );

/** Compares by UTF-16 code units, as SQLite's BINARY collation compares Korean names. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The member index rows: one per active member (userState 1) and company they hold a post in,
 * ids in (company, name, user id) order. Exported for the tests.
 */
export async function memberIndexRows(db: MaruDb): Promise<SearchMemberRow[]> {
  const posts = await sql<MemberPost>`
    select e.user_id, e.studio_id, e.organization_id, e.duty_desc, 1 as main_flag,
      0 as sort_no, e.user_name, e.user_name_en, e.email, d.dl_name, d.dl_name_en,
      d.dl_name_ja, d.dl_name_zh
    from employees e join departments d on d.dl_id = e.organization_id
    where e.user_state = 1
    union all
    select e.user_id, s.studio_id, s.organization_id, s.duty_desc, 0, s.sort_no, e.user_name,
      e.user_name_en, e.email, d.dl_name, d.dl_name_en, d.dl_name_ja, d.dl_name_zh
    from employee_sub_departments s
    join employees e on e.user_id = s.user_id
    join departments d on d.dl_id = s.organization_id
    where e.user_state = 1`.execute(db);
  const parents = new Map(
    (await db.selectFrom('departments').select(['dl_id', 'parent_id']).execute()).map((row) => [
      row.dl_id,
      row.parent_id,
    ]),
  );
  const byMember = new Map<string, MemberPost[]>();
  for (const post of posts.rows) {
    const key = `${post.studio_id}\u0000${post.user_id}`;
    byMember.set(key, [...(byMember.get(key) ?? []), post]);
  }
  const rows = [...byMember.values()].map((held) => {
    const [shown] = [...held].sort((a, b) => b.main_flag - a.main_flag || a.sort_no - b.sort_no);
    const first = shown ?? (held[0] as MemberPost);
    const path = new Set<string>();
    for (const post of held) {
      for (let at: string | null | undefined = post.organization_id; at; at = parents.get(at)) {
        path.add(at.toLowerCase());
      }
    }
    return {
      id: 0,
      user_id: first.user_id,
      studio_id: first.studio_id,
      organization_id: first.organization_id,
      duty_desc: first.duty_desc,
      user_name: first.user_name,
      user_name_en: first.user_name_en,
      email: first.email,
      org_name_ko: first.dl_name,
      org_name_en: first.dl_name_en,
      org_names: [...new Set(held.flatMap(departmentNames))].join('\n'),
      org_path: ` ${[...path].join(' ')} `,
    };
  });
  rows.sort(
    (a, b) =>
      byCodeUnits(a.studio_id, b.studio_id) ||
      byCodeUnits(a.user_name, b.user_name) ||
      byCodeUnits(a.user_id, b.user_id),
  );
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

/** The member table and both its indexes, from the base tables. */
export async function rebuildMemberIndex(db: MaruDb): Promise<void> {
  const rows = await memberIndexRows(db);
  const sqlite = engineOf(db) === 'sqlite';
  await db.transaction().execute(async (trx) => {
    await run(trx, 'delete from search_members');
    if (sqlite) await run(trx, 'delete from search_member_grams_fts');
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await trx.insertInto('search_members').values(chunk).execute();
      if (!sqlite) continue;
      await sql`insert into search_member_grams_fts
        (rowid, ${sql.join([...MEMBER_TEXT_COLUMNS, MEMBER_SCOPE_COLUMN].map((c) => sql.ref(c)))})
        values ${sql.join(
          chunk.map(
            (row) =>
              sql`(${row.id}, ${sql.join(MEMBER_TEXT_COLUMNS.map((column) => shortGramsOf(row[column])))}, ${row.org_path})`,
          ),
        )}`.execute(trx);
    }
    if (sqlite) {
      await run(trx, `insert into search_members_fts(search_members_fts) values ('rebuild')`);
    }
  });
}

/**
 * Indexes the short grams of the posts the triggers queued (their document changed). Cheap
 * when nothing is queued (one indexed read), so it runs before every post search. SQLite's
 * only: PostgreSQL's triggers queue nothing (short words are matched by ILIKE, matching.ts).
 */
export async function flushPostGrams(db: MaruDb): Promise<void> {
  for (;;) {
    const queued = await db
      .selectFrom('search_post_dirty')
      .select('list_id')
      .limit(CHUNK)
      .execute();
    if (queued.length === 0) return;
    const ids = queued.map((row) => row.list_id);
    await db.transaction().execute(async (trx) => {
      const docs = await trx
        .selectFrom('search_post_docs')
        .select(['list_id', ...POST_TEXT_COLUMNS])
        .where('list_id', 'in', ids)
        .execute();
      await sql`delete from search_post_grams_fts where rowid in (${sql.join(ids)})`.execute(trx);
      if (docs.length > 0) {
        await sql`insert into search_post_grams_fts (rowid, ${sql.join(POST_TEXT_COLUMNS.map((c) => sql.ref(c)))})
          values ${sql.join(
            docs.map(
              (doc) =>
                sql`(${doc.list_id}, ${sql.join(POST_TEXT_COLUMNS.map((column) => shortGramsOf(doc[column])))})`,
            ),
          )}`.execute(trx);
      }
      await trx.deleteFrom('search_post_dirty').where('list_id', 'in', ids).execute();
    });
  }
}

/** Every post's document again (the triggers move each into the indexes), then its grams. */
export async function rebuildPostIndex(db: MaruDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const statement of refreshPostDocsSql('1 = 1', '1 = 1', BODY_TEXT_SQL, engineOf(db))) {
      await run(trx, statement);
    }
  });
  await flushPostGrams(db);
}

/** The menu names of every locale, straight from the shell's menus table. */
export async function rebuildMenuIndex(db: MaruDb): Promise<void> {
  if (engineOf(db) !== 'sqlite') return;
  await run(db, `insert into search_menus_fts(search_menus_fts) values ('rebuild')`);
}

/** All three: after a bulk load that bypassed the triggers, or when in doubt. */
export async function rebuildSearchIndex(db: MaruDb): Promise<void> {
  await rebuildMemberIndex(db);
  await rebuildPostIndex(db);
  await rebuildMenuIndex(db);
}
