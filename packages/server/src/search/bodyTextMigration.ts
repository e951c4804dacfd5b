import { sql, type Kysely, type Migration } from 'kysely';
import { engineOf } from '../db/dialect/engine';
import { BODY_TEXT_SQL, refreshPostDocsSql } from './documents';
import { htmlText } from './htmlText';
import { LEGACY_BODY_SQL } from './legacyBodySql';
import { postDocumentTriggers } from './migration';
import { authorRenameTrigger } from './renamesMigration';
import { createTriggers, dropTriggers, type SyncTable } from './triggers';

/*
 * Posts store the visible text of their HTML (`posts.body_text`, issue 14): the writer computes
 * it with a real parser (htmlText.ts) and the index reads it. Before, the triggers stripped
 * tags with a chain of SQL replace() calls that missed every tag with attributes, so a word in
 * an attribute (`<a title="…">`) was found. This adds the column, fills it for the posts there
 * are, and recreates every trigger that builds a post's document with the stored text as the
 * body; then each document is built again, and the FTS triggers re-index it. On PostgreSQL only
 * the column: its search starts with the stored text (postgresMigration.ts).
 */

const triggers = (body: string): SyncTable[] => [
  ...postDocumentTriggers(body, 'sqlite'),
  authorRenameTrigger(body, 'sqlite'),
];

async function rebuildDocuments(db: Kysely<unknown>, body: string) {
  for (const statement of refreshPostDocsSql('1 = 1', '1 = 1', body, 'sqlite')) {
    await sql.raw(statement).execute(db);
  }
}

export const searchBodyTextMigration: Migration = {
  async up(db) {
    const sqlite = engineOf(db) === 'sqlite';
    if (sqlite) await dropTriggers(db, triggers(LEGACY_BODY_SQL));
    await db.schema
      .alterTable('posts')
      .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const posts = await sql<{
      list_id: number;
      content_html: string;
    }>`select list_id, content_html from posts`.execute(db);
    for (const post of posts.rows) {
      await sql`update posts set body_text = ${htmlText(post.content_html)}
        where list_id = ${post.list_id}`.execute(db);
    }
    if (!sqlite) return;
    await createTriggers(db, triggers(BODY_TEXT_SQL));
    await rebuildDocuments(db, BODY_TEXT_SQL);
  },
  async down(db) {
    if (engineOf(db) !== 'sqlite') {
      await db.schema.alterTable('posts').dropColumn('body_text').execute();
      return;
    }
    await dropTriggers(db, triggers(BODY_TEXT_SQL));
    await createTriggers(db, triggers(LEGACY_BODY_SQL));
    await db.schema.alterTable('posts').dropColumn('body_text').execute();
    await rebuildDocuments(db, LEGACY_BODY_SQL);
  },
};
