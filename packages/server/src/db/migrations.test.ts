import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { schemaSnapshot } from '../testing/schema';
import { openTempDatabase } from '../testing/tempDatabase';
import { migrateToLatest, migrations } from './migrations';

/** Creates a table and changes an existing one, then fails half-way (or not, once fixed). */
function laterMigration(fails: boolean): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('half_done')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      await db.schema.alterTable('employees').addColumn('half_done_flag', 'integer').execute();
      await sql`INSERT INTO half_done (id) VALUES (1)`.execute(db);
      if (fails) throw new Error('this migration fails on purpose');
    },
  };
}

const LATER = '2999_01_01_001_later';

describe('migrations: each migration runs in its own transaction', () => {
  it('a failing migration leaves the schema and kysely_migration exactly as they were', async () => {
    const temp = await openTempDatabase('maru-migrate-atomic-', { state: 'migrated' });
    try {
      const before = await schemaSnapshot(temp.db);
      await expect(
        migrateToLatest(temp.db, { ...migrations, [LATER]: laterMigration(true) }),
      ).rejects.toThrow(`migration ${LATER} failed`);
      expect(await schemaSnapshot(temp.db)).toEqual(before);

      // The next start, with the migration fixed, runs it on the schema it expects.
      const fixed = await migrateToLatest(temp.db, {
        ...migrations,
        [LATER]: laterMigration(false),
      });
      expect(fixed.results?.map((step) => [step.migrationName, step.status])).toEqual([
        [LATER, 'Success'],
      ]);
      const after = await schemaSnapshot(temp.db);
      expect(after.ran).toContain(LATER);
      expect(Object.keys(after.tables)).toContain('half_done');
    } finally {
      await temp.close();
    }
  });

  it('the migrations before a failing one stay applied (one transaction each, not one for all)', async () => {
    const temp = await openTempDatabase('maru-migrate-steps-');
    try {
      const first: Migration = {
        async up(db) {
          await db.schema.createTable('first_step').addColumn('id', 'integer').execute();
        },
      };
      await expect(
        migrateToLatest(temp.db, { a_first: first, b_second: laterMigrationOnEmpty() }),
      ).rejects.toThrow('migration b_second failed');
      const schema = await schemaSnapshot(temp.db);
      expect(schema.ran).toEqual(['a_first']);
      expect(Object.keys(schema.tables)).toContain('first_step');
      expect(Object.keys(schema.tables)).not.toContain('second_step');
    } finally {
      await temp.close();
    }
  });
});

function laterMigrationOnEmpty(): Migration {
  return {
    async up(db) {
      await db.schema.createTable('second_step').addColumn('id', 'integer').execute();
      throw new Error('this migration fails on purpose');
    },
  };
}
