import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type MaruDb = Kysely<Database>;

/** Where the data lives: `MARU_DB` (and `MARU_DB_POOL_SIZE`), see config.ts. */
export type DatabaseConfig =
  | { engine: 'sqlite'; /** The database file. */ file: string }
  | {
      engine: 'postgres';
      /** `postgres://user:password@host:port/database` (libpq's URL form). */
      url: string;
      /** Connections the server keeps at most (each instance). */
      poolSize: number;
    };

/** The database as start-up and logs name it: the file, or the URL without its password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.engine === 'sqlite') return database.file;
  const url = new URL(database.url);
  if (url.password !== '') url.password = '***';
  return url.toString();
}

/** Who may read the database file and its -wal/-shm: the server's own user only. */
export const DATABASE_FILE_MODE = 0o600;

/**
 * SQLite's DDL is transactional (CREATE, ALTER, DROP roll back with the transaction), but
 * Kysely's adapter says otherwise, because `PRAGMA foreign_keys` is a no-op inside one. Saying
 * so lets the migrator run each migration and its `kysely_migration` row in one transaction.
 * A migration therefore must not toggle `foreign_keys`; a table rebuild uses
 * `PRAGMA defer_foreign_keys = ON` (which does work inside a transaction) instead.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class MaruSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Creates the file (and its folder) readable by the owner only when it does not exist yet.
 * SQLite gives the -wal and -shm files the database file's permissions, so they follow.
 */
function createPrivateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.closeSync(fs.openSync(file, 'wx', DATABASE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return;
  }
  // The umask may have taken bits away, never added them; chmod states the mode exactly.
  fs.chmodSync(file, DATABASE_FILE_MODE);
}

/**
 * Opens (creating if needed) the SQLite file. WAL lets the server read while it writes;
 * foreign keys are off by default in SQLite, so they are switched on per connection.
 */
function openSqlite(file: string): MaruDb {
  createPrivateFile(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A second process (the seed CLI while the server runs) waits instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new MaruSqliteDialect({ database: sqlite }) });
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * The schema's integers are unix seconds, ids and counts, all far below 2^53; node-postgres
 * would hand `bigint` (and `count(*)`, `sum(bigint)`) over as strings, SQLite as numbers.
 * Numbers on both, so a repository reads the same values from either engine.
 */
const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** A pool of at most `poolSize` connections to the PostgreSQL database at `url`. */
function openPostgres(url: string, poolSize: number): MaruDb {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: postgresTypes });
  // An idle connection the server ended (a restart, a failover, an administrator): the pool
  // drops it and connects again when next needed. Without a listener the error would end the
  // process; the queries that fail meanwhile report themselves.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the configured database: the SQLite file (created if needed; whether it may be is
 * decided before this, `checkDatabase` in `startupCheck.ts`) or a pool over the PostgreSQL
 * database. Either way the same `MaruDb`: migrations, repositories and seed take no notice.
 */
export function openDatabase(database: DatabaseConfig): MaruDb {
  return database.engine === 'sqlite'
    ? openSqlite(database.file)
    : openPostgres(database.url, database.poolSize);
}
