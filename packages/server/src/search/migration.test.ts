import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations';

/*
 * Shipped migrations have run on real databases: what they create may never change, and the
 * search migrations are built from shared code (documents.ts, triggers.ts). Their objects are
 * compared with fingerprints taken when each shipped (the first one's before its tables and
 * triggers were generated from lists): one line per object, the SHA-256 of its SQL text (the
 * trigger bodies repeat the document SQL, so the text itself would be long and repetitive).
 */

interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

const SEARCH = '2026_11_26_003_search';
const order = Object.keys(migrations).sort();
const before = (name: string) => order[order.indexOf(name) - 1] ?? '';

let sqlite: SqliteDatabase.Database | undefined;
afterEach(() => sqlite?.close());

function freshDatabase() {
  sqlite = new SqliteDatabase(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const schema = (): SchemaObject[] =>
    (sqlite as SqliteDatabase.Database)
      .prepare('select type, name, tbl_name, sql from sqlite_master order by name')
      .all() as SchemaObject[];
  const migrateTo = async (name: string) => {
    const result = await migrator.migrateTo(name);
    if (result.error) throw result.error;
  };
  return { schema, migrateTo };
}

/** The objects a migration adds to sqlite_master or rewrites, in name order. */
async function objectsMadeBy(name: string): Promise<SchemaObject[]> {
  const { schema, migrateTo } = freshDatabase();
  await migrateTo(before(name));
  const existing = new Map(schema().map((object) => [object.name, object.sql]));
  await migrateTo(name);
  return schema().filter((object) => existing.get(object.name) !== object.sql);
}

const fingerprint = ({ type, name, tbl_name, sql }: SchemaObject) =>
  `${createHash('sha256')
    .update(sql ?? '')
    .digest('hex')}  ${type} ${name} on ${tbl_name}`;

describe('a shipped search migration makes exactly the schema it first made', () => {
  it.each([
    [SEARCH, 'migration.schema.sha256'],
    ['2026_11_27_101_search_renames', 'renamesMigration.schema.sha256'],
    ['2026_11_29_401_search_body_text', 'bodyTextMigration.schema.sha256'],
  ])('%s', async (name, fixture) => {
    const expected = readFileSync(new URL(`./${fixture}`, import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const objects = await objectsMadeBy(name);
    const changed = objects.filter((object) => !expected.includes(fingerprint(object)));
    expect(
      objects.map(fingerprint),
      changed.map((object) => `${object.name} is now:\n${object.sql ?? ''}`).join('\n\n'),
    ).toEqual(expected);
  });
});

describe('every search migration goes down to the schema before it', () => {
  it.each(order.filter((name) => name.includes('_search')))('%s', async (name) => {
    const { schema, migrateTo } = freshDatabase();
    await migrateTo(before(name));
    const without = schema();
    await migrateTo(name);
    expect(schema()).not.toEqual(without);
    await migrateTo(before(name));
    expect(schema()).toEqual(without);
  });
});
