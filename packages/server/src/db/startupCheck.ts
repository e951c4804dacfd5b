import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseConfig } from './connection';

/**
 * Why the server will not start on a database, each with its own exit code so a supervisor
 * (systemd, a container runtime) can tell them apart and stop restarting in a loop.
 */
export type StartupProblemKind =
  'missing' | 'notWritable' | 'corrupt' | 'emptyFile' | 'demoAccountsInProduction';

/** The exit code per problem; 1 stays "anything else" (a bad setting, a failed migration). */
export const STARTUP_EXIT_CODES: Record<StartupProblemKind, number> = {
  missing: 3,
  notWritable: 4,
  corrupt: 5,
  emptyFile: 6,
  demoAccountsInProduction: 7,
};

export interface StartupProblem {
  kind: StartupProblemKind;
  /** The database the problem is about (a file path for SQLite, a URL without password). */
  target: string;
  /** What the engine or the file system said, when it said something. */
  detail?: string;
}

const WHAT: Record<StartupProblemKind, string> = {
  missing: 'the database file does not exist',
  notWritable: 'the database cannot be written',
  corrupt: 'the file is not a SQLite database, or PRAGMA quick_check found it damaged',
  emptyFile: 'the database file is empty (0 bytes), not a Maru database',
  demoAccountsInProduction: 'production mode, but the database holds the demo accounts',
};

const REMEDY: Record<StartupProblemKind, string> = {
  missing:
    'Check MARU_DB for a typo. To create a new, empty database there, start once with MARU_DB_CREATE=1.',
  notWritable:
    'Give the server user write access to the file and to its folder (SQLite writes -wal and -shm files beside it), or point MARU_DB elsewhere.',
  corrupt:
    'Restore the file from a backup, or point MARU_DB at the right file. Do not delete it unless you mean to lose its data.',
  emptyFile:
    'Check MARU_DB (an empty file is usually the wrong path). To initialise this file as a new database, start once with MARU_DB_CREATE=1.',
  demoAccountsInProduction:
    'A demo database (published passwords) must not serve production. Point MARU_DB at a new file (MARU_DB_CREATE=1), create the first administrator with `pnpm maru create-admin`, and start again.',
};

/** The lines start-up prints: what is wrong, where, what to do, and the exit code. */
export function describeStartupProblem(problem: StartupProblem): string {
  return [
    `Maru cannot start: ${WHAT[problem.kind]}.`,
    `  database: ${problem.target}`,
    ...(problem.detail ? [`  reason:   ${problem.detail}`] : []),
    `  to fix:   ${REMEDY[problem.kind]}`,
    `  (exit code ${STARTUP_EXIT_CODES[problem.kind]})`,
  ].join('\n');
}

/** Where the database is and whether start-up may create it (`ServerConfig` fields). */
export interface DatabaseTarget {
  database: DatabaseConfig;
  createDatabase: boolean;
}

/** The file-system question the check asks, injectable because root passes every access test. */
export interface FileProbe {
  writable(file: string): boolean;
}

export const nodeFileProbe: FileProbe = {
  writable(file) {
    try {
      fs.accessSync(file, fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * Checks the configured database before anything opens (and so creates) it; `null` when it is
 * fine to open. A PostgreSQL database is never created by the server (its administrator does
 * that, docs/server.md), and whether it answers is learnt by connecting: migrating at start-up
 * fails with the driver's message, and `/readyz` reports it while running.
 */
export function checkDatabase(
  target: DatabaseTarget,
  probe: FileProbe = nodeFileProbe,
): StartupProblem | null {
  const { database } = target;
  return database.engine === 'sqlite'
    ? checkSqliteFile(database.file, target.createDatabase, probe)
    : null;
}

function nearestExistingFolder(file: string): string {
  let folder = path.dirname(file);
  while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  return folder;
}

const NOT_WRITABLE_CODES = new Set([
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_PERM',
  'SQLITE_AUTH',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);

function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/**
 * SQLite: the file exists (or may be created), is not an empty stray file, the file and its
 * folder are writable, the engine can take a write lock, and `PRAGMA quick_check` says ok.
 */
export function checkSqliteFile(
  file: string,
  createDatabase: boolean,
  probe: FileProbe,
): StartupProblem | null {
  const problem = (kind: StartupProblemKind, detail?: string): StartupProblem => ({
    kind,
    target: file,
    ...(detail ? { detail } : {}),
  });

  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if (errorCodeOf(error) !== 'ENOENT') return problem('notWritable', String(error));
    if (!createDatabase) return problem('missing');
    const folder = nearestExistingFolder(file);
    return probe.writable(folder)
      ? null
      : problem('notWritable', `cannot create files in ${folder}`);
  }
  if (!stat.isFile()) return problem('corrupt', 'the path is not a regular file');
  if (!probe.writable(file)) return problem('notWritable', 'the file is read-only');
  if (!probe.writable(path.dirname(file))) {
    return problem('notWritable', `cannot create files in ${path.dirname(file)}`);
  }
  if (stat.size === 0) return createDatabase ? null : problem('emptyFile');

  let sqlite: SqliteDatabase.Database | undefined;
  try {
    sqlite = new SqliteDatabase(file, { fileMustExist: true, timeout: 5000 });
    // A write lock and a header write, rolled back: catches a read-only mount or a file SQLite
    // opened read-only, which an access() check as root does not see.
    sqlite.exec('BEGIN IMMEDIATE');
    const version = Number(sqlite.pragma('user_version', { simple: true }));
    sqlite.pragma(`user_version = ${version}`);
    sqlite.exec('ROLLBACK');
    const rows = sqlite.pragma('quick_check') as { quick_check: string }[];
    const verdict = rows.map((row) => row.quick_check);
    if (verdict.length !== 1 || verdict[0] !== 'ok') {
      return problem('corrupt', verdict.slice(0, 3).join('; '));
    }
    return null;
  } catch (error) {
    const code = errorCodeOf(error);
    const detail = `${code || 'error'}: ${(error as Error).message}`;
    // better-sqlite3 reports extended codes (SQLITE_READONLY_DBMOVED): compare the base code.
    const base = code.split('_').slice(0, 2).join('_');
    return problem(NOT_WRITABLE_CODES.has(base) ? 'notWritable' : 'corrupt', detail);
  } finally {
    sqlite?.close();
  }
}
