import type { Migration } from 'kysely';

/**
 * `2026_11_25_002_previous_day`: change requests per commute day. The key is the user, the
 * day and the request time (no auto-numbered id needed: one user cannot send two requests for
 * the same day in the same second).
 */
export const previousDayMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('commute_change_requests')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('ymd', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(500)', (c) => c.notNull())
      .addColumn('requested_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('commute_change_requests_pk', ['user_id', 'ymd', 'requested_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('commute_change_requests').execute();
  },
};
