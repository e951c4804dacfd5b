import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../testing/engine';
import { schemaSnapshot, type SchemaSnapshot } from '../testing/schema';
import { openTempDatabase } from '../testing/tempDatabase';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrations';

/*
 * Issue 15: the same migrations make the same tables on both engines. Run where PostgreSQL is
 * (the `server-pg` step); SQLite is always at hand. Types are compared in one spelling
 * (testing/schema.ts): SQLite keeps the declared type, PostgreSQL its catalogue name.
 */

describe.runIf(TEST_ENGINE === 'postgres')('migration parity: SQLite and PostgreSQL', () => {
  let sqlite: SchemaSnapshot;
  let postgres: SchemaSnapshot;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-parity-'));
    const file = openDatabase({ engine: 'sqlite', file: path.join(dir, 'maru.db') });
    try {
      await migrateToLatest(file);
      sqlite = await schemaSnapshot(file);
    } finally {
      await file.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const temp = await openTempDatabase('maru-parity-pg-', { state: 'migrated' });
    try {
      postgres = await schemaSnapshot(temp.db);
    } finally {
      await temp.close();
    }
  });
  afterAll(() => undefined);

  it('both ran every migration', () => {
    expect(postgres.ran).toEqual(sqlite.ran);
  });

  it('the same tables, each with the same columns in the same order and of the same types', () => {
    expect(Object.keys(postgres.tables).sort()).toEqual(Object.keys(sqlite.tables).sort());
    for (const [table, columns] of Object.entries(sqlite.tables)) {
      expect(postgres.tables[table], table).toEqual(columns);
    }
  });
});
