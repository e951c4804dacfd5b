import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, employees, studios } from '@maru/api/fixtures';
import { TEST_ENGINE } from '../testing/engine';
import { fileDatabase } from '../testing/tempDatabase';
import type { MaruDb } from './connection';
import { migrateToLatest, migrations } from './migrations';
import { seed, tableCounts } from './seed';
import { findEmployee } from './employees';

const temp = fileDatabase('maru-seed-');
let db: MaruDb;
// After the file database's own beforeAll (hooks run in the order they were registered).
beforeAll(() => {
  db = temp.db;
});

describe('migrations and seed', () => {
  it('migrates an empty file, and a second run has nothing left to do', async () => {
    const first = await migrateToLatest(db);
    expect(first.results?.map((step) => step.migrationName)).toEqual(
      Object.keys(migrations).sort(),
    );
    expect(first.results?.every((step) => step.status === 'Success')).toBe(true);
    const second = await migrateToLatest(db);
    expect(second.results).toEqual([]);
  });

  it.runIf(TEST_ENGINE === 'sqlite')('opens the SQLite file in WAL mode', async () => {
    const file = path.join(temp.dir, 'maru.db-wal');
    await db.selectFrom('studios').selectAll().execute();
    expect(fs.existsSync(file)).toBe(true);
  });

  it('checks foreign keys', async () => {
    await expect(
      db
        .insertInto('departments')
        .values({
          dl_id: 'X1',
          dl_name: 'x',
          dl_name_en: 'x',
          parent_id: null,
          studio_id: 'NO-SUCH-STUDIO',
          group_mail: null,
          sort_no: 0,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('seeds the fixture company once; a second seed is a no-op', async () => {
    expect(await seed(db)).toBe(true);
    const counts = await tableCounts(db);
    expect(counts).toMatchObject({
      studios: studios.length,
      employees: employees.length,
      accounts: demoAccounts.length,
      sessions: 0,
    });
    // The demo states of the attendance widget (paused, extended work, missing leave, ...).
    expect(counts.commuteRecords).toBeGreaterThan(0);
    expect(await seed(db)).toBe(false);
    expect(await tableCounts(db)).toEqual(counts);
  });

  it('fills the shell tables too: menus, permissions, cloud settings, notification counts', async () => {
    const counts = await tableCounts(db);
    expect(counts.menus).toBeGreaterThan(0);
    expect(counts.menuPermissions).toBeGreaterThan(0);
    expect(counts.cloudSettings).toBe(studios.length);
    expect(counts.notificationCounts).toBeGreaterThan(0);
  });

  it('a database seeded before the shell tables existed gets them on the next seed', async () => {
    const before = await tableCounts(db);
    // Posts and favourites point at menus: they go first and are seeded again with them.
    for (const table of [
      'post_bookmarks',
      'post_tags',
      'comments',
      'feed_items',
      'posts',
      'favourite_menus',
      'menu_permissions',
      'open_portal_paths',
      'menus',
      'cloud_settings',
      'notification_counts',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    expect(await seed(db)).toBe(true);
    expect(await tableCounts(db)).toEqual(before);
  });

  it('stores every fixture field of an employee, concurrent posts included', async () => {
    const withPosts = employees.find((e) => e.subDepartments.length > 0) ?? employees[0];
    expect(withPosts).toBeDefined();
    if (!withPosts) return;
    expect(await findEmployee(db, withPosts.userId)).toEqual(withPosts);
  });

  it('stores scrypt hashes, never the demo password', async () => {
    const rows = await db.selectFrom('accounts').select('password_hash').execute();
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(demoAccounts[0]?.password ?? '');
    }
  });
});
