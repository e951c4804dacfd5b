import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTempDatabase } from '../testing/tempDatabase';
import type { MaruDb } from './connection';
import { migrateToLatest, migrations } from './migrations';

/** Every schema object with its SQL, and the migrations recorded as run. */
async function schemaOf(db: MaruDb) {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master ORDER BY name`.execute(db);
  const ran = await sql<{ name: string }>`
    SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  return { objects: objects.rows, ran: ran.rows.map((row) => row.name) };
}

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
      const before = await schemaOf(temp.db);
      await expect(
        migrateToLatest(temp.db, { ...migrations, [LATER]: laterMigration(true) }),
      ).rejects.toThrow(`migration ${LATER} failed`);
      expect(await schemaOf(temp.db)).toEqual(before);

      // The next start, with the migration fixed, runs it on the schema it expects.
      const fixed = await migrateToLatest(temp.db, {
        ...migrations,
        [LATER]: laterMigration(false),
      });
      expect(fixed.results?.map((step) => [step.migrationName, step.status])).toEqual([
        [LATER, 'Success'],
      ]);
      const after = await schemaOf(temp.db);
      expect(after.ran).toContain(LATER);
      expect(after.objects.map((object) => object.name)).toContain('half_done');
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
      const schema = await schemaOf(temp.db);
      expect(schema.ran).toEqual(['a_first']);
      expect(schema.objects.map((object) => object.name)).toContain('first_step');
      expect(schema.objects.map((object) => object.name)).not.toContain('second_step');
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
