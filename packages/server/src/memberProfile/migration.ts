import type { Migration } from 'kysely';

/** The profile dialog's data beside the employees: introductions, locations, chat, lookups. */
export const memberProfileMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('retired_members')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('employee_number', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('user_name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('photo', 'text', (c) => c.notNull())
      .addColumn('duty_desc', 'varchar(100)', (c) => c.notNull())
      .addColumn('organization_id', 'varchar(32)', (c) =>
        c.notNull().references('departments.dl_id'),
      )
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .execute();
    await db.schema
      .createTable('member_introductions')
      .addColumn('introduction_id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('tag_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('member_introductions_user')
      .on('member_introductions')
      .columns(['user_id', 'sort_no'])
      .execute();
    await db.schema
      .createTable('member_locations')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('location_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_locations_pk', ['user_id', 'location_id'])
      .execute();
    await db.schema
      .createTable('member_chat_links')
      .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('employees.user_id'))
      .addColumn('google_auth_id', 'varchar(320)')
      .addColumn('slack_link', 'varchar(500)')
      .addColumn('microsoft', 'integer', (c) => c.notNull())
      .addColumn('naver', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('hr_lookup_codes')
      .addColumn('lookup_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('lookup_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('attribute01', 'varchar(40)')
      .addColumn('meaning_ko', 'varchar(200)', (c) => c.notNull())
      .addColumn('meaning_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('meaning_ja', 'varchar(200)', (c) => c.notNull())
      .addColumn('meaning_zh', 'varchar(200)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('hr_lookup_codes_pk', ['lookup_type', 'lookup_code'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('hr_lookup_codes').execute();
    await db.schema.dropTable('member_chat_links').execute();
    await db.schema.dropTable('member_locations').execute();
    await db.schema.dropTable('member_introductions').execute();
    await db.schema.dropTable('retired_members').execute();
  },
};
