import type { Migration } from 'kysely';

/**
 * `2026_11_25_006_notices`: the notices each employee has to confirm. `notice_id` is given by
 * the issuer (no auto-numbering needed), and (user_id, kind) is how every call looks them up.
 */
export const noticesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('employee_notices')
      .addColumn('notice_id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('issued_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('employee_notices_user_kind_idx')
      .on('employee_notices')
      .columns(['user_id', 'kind'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('employee_notices').execute();
  },
};
