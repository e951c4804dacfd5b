import type { Migration } from 'kysely';

/** Per-user favourite menus (spec 02 §2–§7): one row per user and menu. */
export const favouritesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('favourite_menus')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.menu_id'))
      .addColumn('shortcut_link_flag', 'integer', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addColumn('default_flag', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourite_menus_pk', ['user_id', 'menu_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('favourite_menus').execute();
  },
};
