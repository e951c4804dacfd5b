import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../startup';
import { DATABASE_FILE_MODE } from './connection';
import {
  checkDatabase,
  describeStartupProblem,
  STARTUP_EXIT_CODES,
  type FileProbe,
} from './startupCheck';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-startup-check-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sqlite = (file: string) => ({ engine: 'sqlite' as const, file });
const demo = (file: string, createDatabase: boolean) => ({
  database: sqlite(file),
  createDatabase,
  mode: 'demo' as const,
});
/** Production start-up seeds only the reference data: quicker where the mode does not matter. */
const production = (file: string, createDatabase: boolean) => ({
  ...demo(file, createDatabase),
  mode: 'production' as const,
});

describe('start-up database check (issue 13, hole 10)', () => {
  it('a missing file without MARU_DB_CREATE is "missing" (exit 3), with the path and the remedy, and nothing is created', async () => {
    const file = path.join(dir, 'typo', 'maru.db');
    const prepared = await prepareDatabase(demo(file, false));
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.problem).toEqual({ kind: 'missing', target: file });
    expect(STARTUP_EXIT_CODES.missing).toBe(3);
    const text = describeStartupProblem(prepared.problem);
    expect(text).toContain(file);
    expect(text).toContain('MARU_DB_CREATE=1');
    expect(fs.existsSync(path.join(dir, 'typo'))).toBe(false);
  });

  it('an empty 0-byte file at a non-default path is "emptyFile" (exit 6), not a new demo database', async () => {
    const file = path.join(dir, 'empty.db');
    fs.writeFileSync(file, '');
    const prepared = await prepareDatabase(demo(file, false));
    expect(prepared.ok ? null : prepared.problem.kind).toBe('emptyFile');
    expect(fs.statSync(file).size).toBe(0);
  });

  it('a file of random bytes is "corrupt" (exit 5), with what SQLite said, and is left as it was', () => {
    const file = path.join(dir, 'random.db');
    const bytes = randomBytes(8192);
    fs.writeFileSync(file, bytes);
    const problem = checkDatabase({ database: sqlite(file), createDatabase: true });
    expect(problem?.kind).toBe('corrupt');
    expect(problem?.detail).toMatch(/SQLITE_NOTADB/);
    expect(STARTUP_EXIT_CODES.corrupt).toBe(5);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('a database with a damaged page is "corrupt" (PRAGMA quick_check)', async () => {
    const file = path.join(dir, 'damaged.db');
    const prepared = await prepareDatabase(production(file, true));
    if (!prepared.ok) throw new Error('the new database should open');
    await prepared.db.destroy(); // checkpoints the WAL into the file
    const content = fs.readFileSync(file);
    // Overwrite the middle of the file (table pages; page 1, the header, stays intact).
    content.fill(0xab, Math.floor(content.length / 4), Math.floor((content.length * 3) / 4));
    fs.writeFileSync(file, content);
    expect(checkDatabase({ database: sqlite(file), createDatabase: false })?.kind).toBe('corrupt');
  });

  it('a file the file system reports read-only is "notWritable" (exit 4); access check injected, since root passes every real one', () => {
    const file = path.join(dir, 'readonly.db');
    fs.writeFileSync(file, '');
    const readOnly: FileProbe = { writable: (target) => target !== file };
    const problem = checkDatabase({ database: sqlite(file), createDatabase: true }, readOnly);
    expect(problem).toMatchObject({ kind: 'notWritable', target: file });
    expect(STARTUP_EXIT_CODES.notWritable).toBe(4);
    // And a folder where the -wal/-shm files cannot be created.
    const noFolder: FileProbe = { writable: (target) => target !== dir };
    expect(checkDatabase({ database: sqlite(file), createDatabase: true }, noFolder)?.kind).toBe(
      'notWritable',
    );
  });

  it('every problem has its own exit code, none of them 0, 1 or 2', () => {
    const codes = Object.values(STARTUP_EXIT_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBeGreaterThan(2);
  });

  it('creation when asked: the file and its -wal/-shm are mode 0600; a healthy database passes the check', async () => {
    const file = path.join(dir, 'new', 'maru.db');
    const prepared = await prepareDatabase(production(file, true));
    if (!prepared.ok) throw new Error(describeStartupProblem(prepared.problem));
    try {
      for (const name of [file, `${file}-wal`, `${file}-shm`]) {
        expect((fs.statSync(name).mode & 0o777).toString(8), name).toBe(
          DATABASE_FILE_MODE.toString(8),
        );
      }
      expect(checkDatabase({ database: sqlite(file), createDatabase: false })).toBeNull();
    } finally {
      await prepared.db.destroy();
    }
  });
});
