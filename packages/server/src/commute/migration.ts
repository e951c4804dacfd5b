import type { Migration } from 'kysely';

/**
 * `2026_11_25_001_commute_flows`: approved extended-work requests, read by the extended-work
 * check before a leave (spec 02 §4 Leave). Receives `Kysely<unknown>` like every migration.
 */
export const commuteFlowsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('extended_work_requests')
      .addColumn('request_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('ymd', 'varchar(10)', (c) => c.notNull())
      .addColumn('approved_start', 'bigint', (c) => c.notNull())
      .addColumn('approved_end', 'bigint', (c) => c.notNull())
      .addColumn('comment', 'varchar(500)')
      .addColumn('left_at', 'bigint')
      .addColumn('leave_remark', 'varchar(500)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('extended_work_requests_user_day')
      .on('extended_work_requests')
      .columns(['user_id', 'ymd'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('extended_work_requests').execute();
  },
};
