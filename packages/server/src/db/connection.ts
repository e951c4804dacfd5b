import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type MaruDb = Kysely<Database>;

/**
 * Opens (creating if needed) the SQLite file. WAL lets the server read while it writes;
 * foreign keys are off by default in SQLite, so they are switched on per connection.
 */
export function openDatabase(file: string): MaruDb {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A second process (the seed CLI while the server runs) waits instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
