import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { DATABASE_FILE_MODE } from '../db/connection';
import { compareMigrations } from '../http/healthChecks';

/*
 * `pnpm maru backup <file>` and the checks `maru restore` runs on a backup (issue 15), for the
 * SQLite engine. A backup is taken with SQLite's online backup API, so the server may keep
 * running and writing: the copy is one consistent state of the database. It is written beside
 * its final name and renamed into place, so a backup file is whole or absent, never half
 * written; like the database it holds password hashes, so only its owner may read it.
 */

/** A new, empty file only the owner can read (SQLite keeps the mode when it writes into it). */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'wx', DATABASE_FILE_MODE));
  fs.chmodSync(file, DATABASE_FILE_MODE);
}

/** A name in `file`'s folder for the copy being written, unlikely to meet anything else. */
export function temporaryNameFor(file: string, purpose: string): string {
  const suffix = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  return path.join(path.dirname(file), `.${path.basename(file)}.${purpose}-${suffix}`);
}

/** Removes a database file and what SQLite writes beside it. */
export function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

/** Why a file cannot be restored from. */
export type BackupProblem =
  | 'missing'
  /** Not a SQLite database at all. */
  | 'notSqlite'
  /** `PRAGMA integrity_check` found damage. */
  | 'damaged'
  /** A SQLite database, but no Maru migrations were ever run on it. */
  | 'notMaru'
  /** It ran migrations this build does not know: it comes from a newer release. */
  | 'newerRelease';

export type BackupCheck =
  | {
      ok: true;
      /** Migrations it has run. */
      migrations: number;
      /** Migrations of this build it has not run yet (the server runs them at its next start). */
      pending: string[];
    }
  | { ok: false; problem: BackupProblem; detail?: string };

/** `PRAGMA integrity_check`'s findings: empty when the file is sound. */
export function integrityProblems(db: SqliteDatabase.Database): string[] {
  const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
  return rows.map((row) => row.integrity_check).filter((finding) => finding !== 'ok');
}

/**
 * Whether `file` is a whole Maru database this build can run on: SQLite, integrity check ok,
 * and every migration it ran is one this build ships.
 */
export function checkBackupFile(file: string): BackupCheck {
  if (!fs.existsSync(file)) return { ok: false, problem: 'missing' };
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, problem: 'notSqlite', detail: String(error) };
  }
  try {
    let findings: string[];
    try {
      findings = integrityProblems(db);
    } catch (error) {
      // A file opens lazily: one that is not SQLite fails on its first read, one whose pages
      // are too broken to walk fails the check with SQLITE_CORRUPT.
      const notSqlite = (error as { code?: unknown }).code === 'SQLITE_NOTADB';
      return { ok: false, problem: notSqlite ? 'notSqlite' : 'damaged', detail: String(error) };
    }
    if (findings.length > 0) {
      return { ok: false, problem: 'damaged', detail: findings.slice(0, 5).join('; ') };
    }
    let executed: string[];
    try {
      executed = (
        db.prepare('SELECT name FROM kysely_migration').all() as Array<{ name: string }>
      ).map((row) => row.name);
    } catch {
      return { ok: false, problem: 'notMaru' };
    }
    const { pending, unknown } = compareMigrations(executed);
    if (unknown.length > 0) {
      return { ok: false, problem: 'newerRelease', detail: unknown.join(', ') };
    }
    return { ok: true, migrations: executed.length, pending };
  } finally {
    db.close();
  }
}

export type BackupOutcome =
  | { ok: true; file: string; bytes: number }
  | { ok: false; problem: 'sourceMissing' | 'targetExists' | 'damaged'; detail?: string };

/**
 * Copies the database at `source` to `target` (which must not exist) with SQLite's online
 * backup API, while a server may be using it. The copy is made self-contained (rollback
 * journal instead of WAL, so the one file is the whole backup) and checked before it is put in
 * place under its name.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupOutcome> {
  if (!fs.existsSync(source)) return { ok: false, problem: 'sourceMissing' };
  if (fs.existsSync(target)) return { ok: false, problem: 'targetExists' };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = temporaryNameFor(target, 'backup');
  try {
    createPrivateFile(partial);
    const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(partial);
    } finally {
      db.close();
    }
    const copy = new SqliteDatabase(partial);
    let findings: string[];
    try {
      copy.pragma('journal_mode = DELETE');
      findings = integrityProblems(copy);
    } finally {
      copy.close();
    }
    if (findings.length > 0) return { ok: false, problem: 'damaged', detail: findings.join('; ') };
    // link, not rename: it fails instead of replacing a file that appeared meanwhile.
    fs.linkSync(partial, target);
    return { ok: true, file: target, bytes: fs.statSync(target).size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return { ok: false, problem: 'targetExists' };
    }
    throw error;
  } finally {
    removeDatabaseFiles(partial);
  }
}
