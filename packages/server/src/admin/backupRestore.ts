import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  checkBackupFile,
  createPrivateFile,
  integrityProblems,
  removeDatabaseFiles,
  temporaryNameFor,
  type BackupProblem,
} from './backup';

/*
 * `pnpm maru restore <file>` (issue 15), SQLite: replaces the database with a backup. The
 * backup is checked first (SQLite, integrity, migrations this build knows), copied next to the
 * database and checked again there, and only then renamed over it, so the database is the old
 * one or the restored one, never a mix. A database some process still has open (a running
 * server) is not replaced.
 */

export type RestoreOutcome =
  | {
      ok: true;
      /** Migrations of this build the backup has not run (the server runs them at its start). */
      pending: string[];
    }
  | { ok: false; problem: BackupProblem | 'inUse'; detail?: string };

/**
 * Whether another connection has the database open (a server, the seed CLI): SQLite grants
 * an exclusive lock only when nobody else holds the file, in WAL mode even an idle reader.
 * Closing this probe, the last connection, checkpoints and removes the WAL of a database
 * nobody uses.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  let db: SqliteDatabase.Database | undefined;
  try {
    db = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    // A damaged database (often the reason to restore) is not "in use": it gets replaced.
    return (error as { code?: unknown }).code === 'SQLITE_BUSY';
  } finally {
    db?.close();
  }
}

/** Replaces the database at `target` with the backup at `backup`. */
export async function restoreSqlite(backup: string, target: string): Promise<RestoreOutcome> {
  const check = checkBackupFile(backup);
  if (!check.ok) return check;
  if (databaseInUse(target)) return { ok: false, problem: 'inUse' };

  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const incoming = temporaryNameFor(target, 'restore');
  try {
    createPrivateFile(incoming);
    const source = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(incoming);
    } finally {
      source.close();
    }
    const copy = new SqliteDatabase(incoming, { fileMustExist: true });
    let findings: string[];
    try {
      findings = integrityProblems(copy);
    } finally {
      copy.close();
    }
    if (findings.length > 0) return { ok: false, problem: 'damaged', detail: findings.join('; ') };

    // Files SQLite left beside the old database belong to it: replayed onto the restored one
    // they would corrupt it. Nobody holds the old database (checked above), so they can go.
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(incoming, target);
    return { ok: true, pending: check.pending };
  } finally {
    removeDatabaseFiles(incoming);
  }
}
