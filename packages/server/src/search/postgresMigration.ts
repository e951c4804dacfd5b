import { sql, type Kysely, type Migration } from 'kysely';
import { engineOf } from '../db/dialect/engine';
import {
  BODY_TEXT_SQL,
  MEMBER_TEXT_COLUMNS,
  MENU_TEXT_COLUMNS,
  POST_TEXT_COLUMNS,
  refreshPostDocsSql,
} from './documents';
import { DELETE_POST_KEYS, INSERT_POST_KEYS, postDocumentTriggers } from './migration';
import { authorRenameTrigger } from './renamesMigration';
import { createTriggers, dropTriggers, type SyncTable } from './triggers';

/*
 * Search on PostgreSQL (issue 15): the documents and member rows the search migrations made on
 * both engines, indexed with pg_trgm (Debian's postgresql-contrib) instead of FTS5. A GIN
 * trigram index answers `ILIKE '%…%'` for any substring of three characters or more, Korean
 * included; shorter words are checked on the rows the other conditions leave (matching.ts).
 * The documents follow the posts, comments, tags, attachments and author names through
 * triggers, as on SQLite, with the stored body text from the start. Nothing on SQLite.
 */

/** The columns each trigram index covers: every text a search matches. */
const TRIGRAM_INDEXED: readonly (readonly [string, readonly string[]])[] = [
  ['search_members', MEMBER_TEXT_COLUMNS],
  ['search_post_docs', POST_TEXT_COLUMNS],
  ['menus', MENU_TEXT_COLUMNS],
];

const SYNC_TABLES: readonly SyncTable[] = [
  { table: 'search_post_docs', insert: [INSERT_POST_KEYS], delete: [DELETE_POST_KEYS] },
  ...postDocumentTriggers(BODY_TEXT_SQL, 'postgres'),
  authorRenameTrigger(BODY_TEXT_SQL, 'postgres'),
];

const indexName = (table: string, column: string) => `${table}_${column}_trgm`;

async function rebuildDocuments(db: Kysely<unknown>) {
  for (const statement of refreshPostDocsSql('1 = 1', '1 = 1', BODY_TEXT_SQL, 'postgres')) {
    await sql.raw(statement).execute(db);
  }
}

export const searchOnPostgresMigration: Migration = {
  async up(db) {
    if (engineOf(db) !== 'postgres') return;
    // A trusted extension since PostgreSQL 13: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table, columns] of TRIGRAM_INDEXED) {
      for (const column of columns) {
        await sql`create index ${sql.id(indexName(table, column))} on ${sql.table(table)}
          using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
      }
    }
    await createTriggers(db, SYNC_TABLES);
    await rebuildDocuments(db);
  },
  async down(db) {
    if (engineOf(db) !== 'postgres') return;
    await dropTriggers(db, SYNC_TABLES);
    for (const [table, columns] of TRIGRAM_INDEXED) {
      for (const column of columns) {
        await db.schema.dropIndex(indexName(table, column)).execute();
      }
    }
  },
};
