import type { Migration } from 'kysely';

/** The command palette's menus of other systems, stars and recent-visit resets. */
export const commandMenusMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('command_menus')
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('menu_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('url_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('link_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('audience', 'varchar(16)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addColumn('name_ko', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_ja', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(200)', (c) => c.notNull())
      .addColumn('location_ko', 'varchar(400)', (c) => c.notNull())
      .addColumn('location_en', 'varchar(400)', (c) => c.notNull())
      .addColumn('location_ja', 'varchar(400)', (c) => c.notNull())
      .addColumn('location_zh', 'varchar(400)', (c) => c.notNull())
      .addPrimaryKeyConstraint('command_menus_pk', ['system', 'menu_path'])
      .execute();

    await db.schema
      .createTable('command_menu_stars')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('menu_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('starred_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('command_menu_stars_pk', ['user_id', 'system', 'menu_path'])
      .execute();

    await db.schema
      .createTable('command_menu_access_resets')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('system', 'varchar(20)', (c) => c.notNull())
      .addColumn('menu_path', 'varchar(2000)', (c) => c.notNull())
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('command_menu_access_resets_pk', ['user_id', 'system', 'menu_path'])
      .execute();
  },
  async down(db) {
    for (const table of ['command_menu_access_resets', 'command_menu_stars', 'command_menus']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
