import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type MaruDb } from '../db/connection';
import { migrateToLatest, migrations } from '../db/migrations';
import { seed } from '../db/seed';

/** A database file of its own, in a fresh temp folder that `close` deletes with it. */
export interface TempDatabase {
  db: MaruDb;
  /** The folder holding the file (a test may look at the files SQLite writes beside it). */
  dir: string;
  close(): Promise<void>;
}

/**
 * How far to bring a new database: `empty` (a migration test steps it itself), `migrated` to
 * the latest schema, or `seeded` from the fixtures too (`now` the seed's clock).
 */
export interface TempDatabaseSetup {
  state?: 'empty' | 'migrated' | 'seeded';
  now?: () => Date;
}

/** Opens a real SQLite file in a new temp folder named after `prefix` (`maru-…-`). */
export async function openTempDatabase(
  prefix: string,
  { state = 'empty', now }: TempDatabaseSetup = {},
): Promise<TempDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const db = openDatabase(path.join(dir, 'maru.db'));
  if (state !== 'empty') await migrateToLatest(db);
  if (state === 'seeded') await seed(db, now);
  return {
    db,
    dir,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `openTempDatabase` for a whole test file: opened before its tests, closed and deleted after
 * them. Read `db` and `dir` inside tests and hooks, not at the top of the file.
 */
export function fileDatabase(
  prefix: string,
  setup: TempDatabaseSetup = {},
): Omit<TempDatabase, 'close'> {
  let temp: TempDatabase | undefined;
  beforeAll(async () => {
    temp = await openTempDatabase(prefix, setup);
  });
  afterAll(() => temp?.close());
  const opened = (): TempDatabase => {
    if (!temp) throw new Error('fileDatabase is read before its beforeAll ran');
    return temp;
  };
  return {
    get db() {
      return opened().db;
    },
    get dir() {
      return opened().dir;
    },
  };
}

/**
 * For a migration's own test: a migrator over the app's migrations, and the one that ran last
 * before `name` (the schema a database had when `name` shipped).
 */
export function migrationSteps(db: MaruDb, name: string): { migrator: Migrator; previous: string } {
  const order = Object.keys(migrations).sort();
  const index = order.indexOf(name);
  const previous = index > 0 ? order[index - 1] : undefined;
  if (previous === undefined) throw new Error(`no migration before ${name}`);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return { migrator, previous };
}

/** The columns of `table` in their order, for a migration's down test. */
export async function columnsOf(db: MaruDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM pragma_table_info(${table})`.execute(db);
  return rows.map((row) => row.name);
}

/** Brings `db` to the migration before `name` (down or up) and answers the migrator. */
export async function migratedBefore(db: MaruDb, name: string): Promise<Migrator> {
  const { migrator, previous } = migrationSteps(db, name);
  const { error } = await migrator.migrateTo(previous);
  if (error) throw error;
  return migrator;
}
