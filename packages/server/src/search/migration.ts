import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import { identity } from '../db/columns';
import { engineOf, type Engine } from '../db/dialect/engine';
import {
  MEMBER_SCOPE_COLUMN,
  MEMBER_TEXT_COLUMNS,
  POST_KEY_COLUMNS,
  POST_TEXT_COLUMNS,
} from './documents';
import { LEGACY_BODY_SQL } from './legacyBodySql';
import { createTriggers, dropTriggers, followedByPost, type SyncTable } from './triggers';

/*
 * Unified search (issue 7) on SQLite FTS5 with the `trigram` tokenizer: it indexes every
 * three-character window, so a Korean substring (보고 in 주간보고서, 민준 in 김민준) is found
 * without a morphological analyser. The indexes are external-content tables over flat
 * document tables, so the text is stored once. Post documents follow their base rows through
 * triggers (and author and menu renames since renamesMigration.ts); members are rebuilt by the
 * seed step (indexing.ts). Shipped: migration.test.ts holds it to the schema it first made.
 *
 * FTS5 is SQLite's: on PostgreSQL this makes the same tables and nothing of the indexes, which
 * postgresMigration.ts adds (pg_trgm) once the documents have their final shape.
 */

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

const textColumns = POST_TEXT_COLUMNS.join(', ');
const MEMBER_COLUMNS = [...MEMBER_TEXT_COLUMNS, MEMBER_SCOPE_COLUMN].join(', ');
const keyColumns = POST_KEY_COLUMNS.map(([column]) => column);
const newTexts = POST_TEXT_COLUMNS.map((column) => `new.${column}`).join(', ');
const oldTexts = POST_TEXT_COLUMNS.map((column) => `old.${column}`).join(', ');

/** A table of `columns` (the first the key, the others not null). */
async function createColumnTable(
  db: Kysely<unknown>,
  table: string,
  columns: readonly (readonly [string, ColumnDataType])[],
) {
  let builder = db.schema.createTable(table);
  for (const [index, [column, type]] of columns.entries()) {
    builder = builder.addColumn(column, type, (c) => (index === 0 ? c.primaryKey() : c.notNull()));
  }
  await builder.execute();
}

/**
 * The documents follow the posts and everything hanging off them, their body from `body`
 * (refreshPostDocsSql); in the layout the first databases were migrated with (SyncTable.indent).
 * The body-text migration recreates these with the stored text as the body.
 */
export const postDocumentTriggers = (body: string, engine: Engine): SyncTable[] => [
  // A removed post has no document to rebuild.
  followedByPost('posts', 'list_id', {
    body,
    engine,
    indent: [8, 6],
    onDelete: ['delete from search_post_docs where list_id = old.list_id'],
  }),
  ...['comments', 'post_tags', 'post_attachments'].map((table) =>
    followedByPost(table, 'list_id', { body, engine, indent: [10, 8] }),
  ),
];

/** The slim key rows follow the documents (both engines). */
export const INSERT_POST_KEYS = `insert into search_post_keys (${keyColumns.join(', ')}) values (${keyColumns.map((column) => `new.${column}`).join(', ')})`;
export const DELETE_POST_KEYS = `delete from search_post_keys where list_id = old.list_id`;

/* The indexes follow the documents (only ever inserted and deleted); the documents the posts. */
const SYNC_TABLES: readonly SyncTable[] = [
  {
    table: 'search_post_docs',
    indent: [8, 6],
    insert: [
      `insert into search_posts_fts(rowid, ${textColumns}) values (new.list_id, ${newTexts})`,
      `insert into search_attachment_words_fts(rowid, attachments) values (new.list_id, new.attachments)`,
      `insert or ignore into search_post_dirty(list_id) values (new.list_id)`,
      INSERT_POST_KEYS,
    ],
    delete: [
      `insert into search_posts_fts(search_posts_fts, rowid, ${textColumns}) values ('delete', old.list_id, ${oldTexts})`,
      `insert into search_attachment_words_fts(search_attachment_words_fts, rowid, attachments) values ('delete', old.list_id, old.attachments)`,
      `delete from search_post_grams_fts where rowid = old.list_id`,
      DELETE_POST_KEYS,
    ],
  },
  ...postDocumentTriggers(LEGACY_BODY_SQL, 'sqlite'),
];

export const searchMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('post_attachments')
      .addColumn('attachment_id', 'integer', identity(db))
      // Part of the post: removing a post removes them (the base data's owners may delete).
      .addColumn('list_id', 'integer', (c) =>
        c.notNull().references('posts.list_id').onDelete('cascade'),
      )
      .addColumn('file_name', 'varchar(260)', (c) => c.notNull())
      .addColumn('file_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('post_attachments_post_idx')
      .on('post_attachments')
      .columns(['list_id', 'file_type'])
      .execute();

    await db.schema
      .createTable('post_embeds')
      // Part of the post: removing a post removes them (the base data's owners may delete).
      .addColumn('list_id', 'integer', (c) =>
        c.notNull().references('posts.list_id').onDelete('cascade'),
      )
      .addColumn('media_type', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_embeds_pk', ['list_id', 'media_type'])
      .execute();

    // One row per member and company they hold a post in; ids follow (company, name), so a
    // company is one rowid range of the indexes and name order is rowid order (members.ts).
    await db.schema
      .createTable('search_members')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('organization_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
      .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('user_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('email', 'varchar(320)', (c) => c.notNull())
      .addColumn('org_name_ko', 'varchar(200)', (c) => c.notNull())
      .addColumn('org_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('org_names', 'text', (c) => c.notNull())
      .addColumn('org_path', 'text', (c) => c.notNull())
      .execute();
    // A company's rowid range in two seeks (min and max of id within the studio).
    await db.schema
      .createIndex('search_members_studio_idx')
      .on('search_members')
      .columns(['studio_id', 'id'])
      .execute();
    await db.schema
      .createIndex('search_members_name_idx')
      .on('search_members')
      .columns(['studio_id', 'user_name'])
      .execute();

    await createColumnTable(db, 'search_post_docs', [
      ...POST_KEY_COLUMNS,
      ...POST_TEXT_COLUMNS.map((column) => [column, 'text'] as const),
    ]);
    await db.schema
      .createIndex('search_post_docs_scope_idx')
      .on('search_post_docs')
      .columns(['studio_id', 'menu_id', 'created_at'])
      .execute();

    // The scoping and sorting columns again, in rows a tenth the size: a search joins every
    // match to these (thousands for a common word), and only the page to the documents.
    await createColumnTable(db, 'search_post_keys', POST_KEY_COLUMNS);

    // Short grams are cut in JavaScript (SQL has no loop a trigger may use): the triggers queue
    // the posts whose document changed, and the server indexes them before it searches posts.
    await db.schema
      .createTable('search_post_dirty')
      .addColumn('list_id', 'integer', (c) => c.primaryKey())
      .execute();
    if (engineOf(db) === 'sqlite') await createFtsIndexes(db);
  },
  async down(db) {
    if (engineOf(db) === 'sqlite') await dropFtsIndexes(db);
    for (const table of [
      'search_post_dirty',
      'search_post_keys',
      'search_post_docs',
      'search_members',
      'post_embeds',
      'post_attachments',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** SQLite's indexes: the FTS5 tables and the triggers that fill them and the documents. */
async function createFtsIndexes(db: Kysely<unknown>) {
  await run(
    db,
    `create virtual table search_members_fts using fts5(${MEMBER_COLUMNS},
        content='search_members', content_rowid='id', tokenize='trigram')`,
  );
  await run(
    db,
    `create virtual table search_posts_fts using fts5(${textColumns},
        content='search_post_docs', content_rowid='list_id', tokenize='trigram')`,
  );
  // The plain attachment-name search: whole words and their prefixes (report → report_v2.pdf).
  await run(
    db,
    `create virtual table search_attachment_words_fts using fts5(attachments,
        content='search_post_docs', content_rowid='list_id',
        tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
  );
  // Words of one or two letters or digits (rules.ts): every such window, one token each.
  await run(
    db,
    `create virtual table search_member_grams_fts using fts5(${MEMBER_COLUMNS},
        tokenize='unicode61 remove_diacritics 2')`,
  );
  await run(
    db,
    `create virtual table search_post_grams_fts using fts5(${textColumns},
        tokenize='unicode61 remove_diacritics 2')`,
  );
  await run(
    db,
    `create virtual table search_menus_fts using fts5(name_ko, name_en, name_ja, name_zh,
        content='menus', content_rowid='menu_id', tokenize='trigram')`,
  );

  await createTriggers(db, SYNC_TABLES);
}

async function dropFtsIndexes(db: Kysely<unknown>) {
  await dropTriggers(db, SYNC_TABLES);
  for (const table of [
    'search_menus_fts',
    'search_post_grams_fts',
    'search_member_grams_fts',
    'search_attachment_words_fts',
    'search_posts_fts',
    'search_members_fts',
  ]) {
    await run(db, `drop table if exists ${table}`);
  }
}
