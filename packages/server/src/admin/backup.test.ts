import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type MaruDb } from '../db/connection';
import { migrateToLatest, migrations } from '../db/migrations';
import { seed } from '../db/seed';
import { databaseNotReady } from '../http/healthChecks';
import { backupSqlite, checkBackupFile } from './backup';
import { databaseInUse, restoreSqlite } from './backupRestore';

/*
 * Issue 15, backups: `maru backup` and `maru restore` on the demo database. Back up while the
 * database is open, change data, restore: the change is gone and the integrity check passes.
 */

let dir: string;
let file: string;
let db: MaruDb;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-backup-'));
  file = path.join(dir, 'maru.db');
  db = openDatabase({ engine: 'sqlite', file });
  await migrateToLatest(db);
  await seed(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const userName = async (userId: string) =>
  (
    await db
      .selectFrom('employees')
      .select('user_name')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).user_name;

const integrityOf = (target: string): string[] => {
  const check = new SqliteDatabase(target, { readonly: true });
  try {
    return (check.pragma('integrity_check') as Array<{ integrity_check: string }>).map(
      (row) => row.integrity_check,
    );
  } finally {
    check.close();
  }
};

describe('backup and restore of the demo database', () => {
  it('backs up while open, refuses to restore under a running server, restores once it stopped', async () => {
    const backup = path.join(dir, 'backups', 'demo.db');
    const before = await userName('U0001');

    // Online: the server's connection stays open and has written in WAL mode.
    const taken = await backupSqlite(file, backup);
    expect(taken).toMatchObject({ ok: true, file: backup });
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(integrityOf(backup)).toEqual(['ok']);
    expect(fs.existsSync(`${backup}-wal`)).toBe(false);
    expect(fs.readdirSync(path.dirname(backup))).toEqual(['demo.db']);
    expect(checkBackupFile(backup)).toEqual({
      ok: true,
      migrations: Object.keys(migrations).length,
      pending: [],
    });

    await db
      .updateTable('employees')
      .set({ user_name: '변경됨' })
      .where('user_id', '=', 'U0001')
      .execute();
    await db.deleteFrom('sessions').execute();
    expect(await userName('U0001')).toBe('변경됨');

    // The database is still open (a running server): nothing is replaced.
    expect(databaseInUse(file)).toBe(true);
    expect(await restoreSqlite(backup, file)).toEqual({ ok: false, problem: 'inUse' });
    expect(await userName('U0001')).toBe('변경됨');

    await db.destroy();
    expect(databaseInUse(file)).toBe(false);
    expect(await restoreSqlite(backup, file)).toEqual({ ok: true, pending: [] });
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(integrityOf(file)).toEqual(['ok']);

    db = openDatabase({ engine: 'sqlite', file });
    expect(await userName('U0001')).toBe(before);
    expect(await databaseNotReady(db)).toBeNull();
  });

  it('refuses to overwrite an existing file with a backup', async () => {
    const existing = path.join(dir, 'existing.db');
    fs.writeFileSync(existing, 'keep me');
    expect(await backupSqlite(file, existing)).toEqual({ ok: false, problem: 'targetExists' });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    expect(await backupSqlite(path.join(dir, 'nope.db'), path.join(dir, 'b.db'))).toEqual({
      ok: false,
      problem: 'sourceMissing',
    });
  });
});

describe('restore refuses a file that is not a sound backup of this release, replacing nothing', () => {
  let target: string;
  beforeAll(async () => {
    target = path.join(dir, 'target.db');
    expect(await backupSqlite(file, target)).toMatchObject({ ok: true });
  });

  async function refusal(backup: string) {
    const bytes = fs.readFileSync(target);
    const outcome = await restoreSqlite(backup, target);
    expect(fs.readFileSync(target).equals(bytes)).toBe(true);
    return outcome.ok ? 'restored' : outcome.problem;
  }

  it('a missing file, a file that is not SQLite, a SQLite file without Maru migrations', async () => {
    expect(await refusal(path.join(dir, 'absent.db'))).toBe('missing');
    const text = path.join(dir, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, just some text that is long enough '.repeat(20));
    expect(await refusal(text)).toBe('notSqlite');
    const other = path.join(dir, 'other.db');
    new SqliteDatabase(other).exec('CREATE TABLE t (x)');
    expect(await refusal(other)).toBe('notMaru');
  });

  it('a damaged database', async () => {
    const damaged = path.join(dir, 'damaged.db');
    expect(await backupSqlite(file, damaged)).toMatchObject({ ok: true });
    // Scribble over the pages after the header and the first page: the b-trees break.
    const handle = fs.openSync(damaged, 'r+');
    const size = fs.fstatSync(handle).size;
    fs.writeSync(handle, Buffer.alloc(64 * 1024, 0x5a), 0, 64 * 1024, Math.floor(size / 2));
    fs.closeSync(handle);
    expect(await refusal(damaged)).toBe('damaged');
  });

  it('a backup from a newer release (a migration this build does not know)', async () => {
    const newer = path.join(dir, 'newer.db');
    expect(await backupSqlite(file, newer)).toMatchObject({ ok: true });
    const raw = new SqliteDatabase(newer);
    raw
      .prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)')
      .run('2999_01_01_001_future', new Date().toISOString());
    raw.close();
    expect(await refusal(newer)).toBe('newerRelease');
  });

  it('accepts a backup from an older release and names the migrations the server will run', async () => {
    const older = path.join(dir, 'older.db');
    expect(await backupSqlite(file, older)).toMatchObject({ ok: true });
    const last = Object.keys(migrations).sort().at(-1) ?? '';
    const raw = new SqliteDatabase(older);
    raw.prepare('DELETE FROM kysely_migration WHERE name = ?').run(last);
    raw.close();
    expect(await restoreSqlite(older, target)).toEqual({ ok: true, pending: [last] });
  });
});
