import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';
import type { Database } from './schema';

export type MaruDb = Kysely<Database>;

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
 * foreign keys are off by default in SQLite, so they are switched on per connection. Whether
 * the file may be created is decided before this (`checkDatabase` in `startupCheck.ts`).
 */
export function openDatabase(file: string): MaruDb {
  createPrivateFile(file);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A second process (the seed CLI while the server runs) waits instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new MaruSqliteDialect({ database: sqlite }) });
}
