import type { Migration } from 'kysely';
import { identity } from '../db/columns';

/**
 * Sign-in failures (issue 13, hole 4), for the per-account lock (auth/signInFailures.ts). In
 * the database, not in memory, so a lock holds across restarts and several instances. The
 * login id is kept as typed, also for ids no account has (they lock the same way).
 */
export const signInFailuresMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('id', 'integer', identity(db))
      .addColumn('login_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('address', 'varchar(64)', (c) => c.notNull())
      .addColumn('failed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_login_idx')
      .on('sign_in_failures')
      .columns(['login_id', 'failed_at'])
      .execute();
    // For pruning old rows by time.
    await db.schema
      .createIndex('sign_in_failures_time_idx')
      .on('sign_in_failures')
      .column('failed_at')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
