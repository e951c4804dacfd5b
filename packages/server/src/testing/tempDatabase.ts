import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseConfig, type MaruDb } from '../db/connection';
import { migrateToLatest, migrations } from '../db/migrations';
import { seed } from '../db/seed';
import { TEST_ENGINE } from './engine';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  onServer,
  templateName,
  type TemplateState,
} from './postgresTemplates';

/** A database of its own (a SQLite file, or a PostgreSQL database) that `close` deletes. */
export interface TempDatabase {
  db: MaruDb;
  /** How to open it again (start-up's `prepareDatabase` in a test). */
  config: DatabaseConfig;
  /** A fresh temp folder (on SQLite it holds the file and what SQLite writes beside it). */
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

/** Connections per test database on PostgreSQL: enough for the concurrency tests. */
const TEST_POOL_SIZE = 4;

/**
 * A new database on the run's PostgreSQL server, copied from the template of `state` (see
 * postgresTemplates.ts); `drop` removes it.
 */
async function postgresDatabase(
  state: TemplateState,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const run = inject('maruPostgres');
  if (!run) throw new Error("MARU_TEST_ENGINE=postgres without the server project's global setup");
  const name = `${run.prefix}_t${crypto.randomBytes(6).toString('hex')}`;
  await onServer(run.url, (client) => createDatabase(client, name, templateName(run, state)));
  return {
    config: { engine: 'postgres', url: databaseUrl(run.url, name), poolSize: TEST_POOL_SIZE },
    drop: () => onServer(run.url, (client) => dropDatabase(client, name)),
  };
}

/**
 * Opens a new database on the test run's engine (TEST_ENGINE), with a new temp folder named
 * after `prefix` (`maru-…-`): a SQLite file in it, or a PostgreSQL database copied from the
 * run's template of the same state.
 */
export async function openTempDatabase(
  prefix: string,
  { state = 'empty', now }: TempDatabaseSetup = {},
): Promise<TempDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The seeded template was seeded at the run's start; another clock seeds a copy of `migrated`.
  const copied: TemplateState = state === 'seeded' && now ? 'migrated' : state;
  const postgres = TEST_ENGINE === 'postgres' ? await postgresDatabase(copied) : null;
  const config: DatabaseConfig = postgres
    ? postgres.config
    : { engine: 'sqlite', file: path.join(dir, 'maru.db') };
  const db = openDatabase(config);
  if (!postgres && state !== 'empty') await migrateToLatest(db);
  if (state === 'seeded' && (!postgres || now)) await seed(db, now);
  return {
    db,
    config,
    dir,
    close: async () => {
      await db.destroy();
      await postgres?.drop();
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
    get config() {
      return opened().config;
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
  const { rows } =
    TEST_ENGINE === 'postgres'
      ? await sql<{ name: string }>`
          SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}
          ORDER BY ordinal_position`.execute(db)
      : await sql<{ name: string }>`
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
