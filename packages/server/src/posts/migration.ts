import type { Migration } from 'kysely';
import { identity } from '../db/columns';

/**
 * Posts, comments, tags and bookmarks (the community's data, which unified search will index
 * too), the home feed's config and other systems' entries, and each company's home widgets.
 */
export const postsFeedMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('posts')
      .addColumn('list_id', 'integer', identity(db))
      .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.menu_id'))
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('preview_text', 'varchar(400)', (c) => c.notNull())
      .addColumn('reg_user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('enabled_flag', 'integer', (c) => c.notNull())
      .addColumn('notice_flag', 'integer', (c) => c.notNull())
      .addColumn('like_count', 'integer', (c) => c.notNull())
      .addColumn('view_count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('posts_board_idx')
      .on('posts')
      .columns(['studio_id', 'menu_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('posts_author_idx')
      .on('posts')
      .columns(['reg_user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('comments')
      .addColumn('comment_id', 'integer', identity(db))
      .addColumn('list_id', 'integer', (c) => c.notNull().references('posts.list_id'))
      .addColumn('parent_comment_id', 'integer', (c) => c.references('comments.comment_id'))
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('enabled_flag', 'integer', (c) => c.notNull())
      .addColumn('like_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('comments_post_idx').on('comments').column('list_id').execute();
    await db.schema
      .createIndex('comments_user_idx')
      .on('comments')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('post_tags')
      .addColumn('list_id', 'integer', (c) => c.notNull().references('posts.list_id'))
      .addColumn('tag', 'varchar(40)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_tags_pk', ['list_id', 'tag'])
      .execute();
    await db.schema.createIndex('post_tags_tag_idx').on('post_tags').column('tag').execute();

    await db.schema
      .createTable('post_bookmarks')
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('list_id', 'integer', (c) => c.notNull().references('posts.list_id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_bookmarks_pk', ['user_id', 'list_id'])
      .execute();

    await db.schema
      .createTable('feed_config')
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('feed_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('enabled_flag', 'varchar(1)', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('feed_config_pk', ['studio_id', 'feed_type'])
      .execute();

    await db.schema
      .createTable('feed_items')
      .addColumn('item_id', 'integer', identity(db))
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('employees.user_id'))
      .addColumn('feed_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('preview_text', 'varchar(400)', (c) => c.notNull())
      .addColumn('author_user_id', 'varchar(32)', (c) => c.references('employees.user_id'))
      .addColumn('author_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('link_url', 'varchar(2000)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('feed_items_user_idx')
      .on('feed_items')
      .columns(['user_id', 'studio_id', 'feed_type', 'created_at'])
      .execute();

    await db.schema
      .createTable('studio_widgets')
      .addColumn('widget_id', 'integer', identity(db))
      .addColumn('studio_id', 'varchar(32)', (c) => c.notNull().references('studios.dl_id'))
      .addColumn('widget_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('placement', 'varchar(16)', (c) => c.notNull())
      .addColumn('widget_position', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'text')
      .addColumn('link_url', 'varchar(2000)')
      .addColumn('name_ko', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_ja', 'varchar(200)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(200)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('studio_widgets_studio_idx')
      .on('studio_widgets')
      .column('studio_id')
      .execute();
  },
  async down(db) {
    for (const table of [
      'studio_widgets',
      'feed_items',
      'feed_config',
      'post_bookmarks',
      'post_tags',
      'comments',
      'posts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
