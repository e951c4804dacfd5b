import type { Engine } from '../db/dialect/engine';

/*
 * The SQL that turns base rows into search documents. It lives apart from the migrations
 * because the triggers (the migrations) and the full rebuild (indexing.ts) must produce exactly
 * the same document for a post.
 */

/**
 * Where a post document's body comes from: `posts.body_text`, the visible text of the post's
 * HTML, computed by a real parser when the post is written (htmlText.ts). The migrations that
 * shipped before that column existed keep their own expression (legacyBodySql.ts), so the
 * triggers they create stay byte for byte what they first created (migration.test.ts).
 */
export const BODY_TEXT_SQL = 'p.body_text';

/** The texts member search matches (both member indexes hold them). */
export const MEMBER_TEXT_COLUMNS = ['user_name', 'user_name_en', 'email', 'org_names'] as const;

/**
 * The department filter's column: the ids of the member's departments in the company and of
 * every department above them, lower case, space-separated and space-framed (` d2100 d2000 `),
 * so a department is one exact token (unicode61) or one space-framed phrase (trigram).
 */
export const MEMBER_SCOPE_COLUMN = 'org_path';

/**
 * The scope and sort columns of a post document with their SQL types, `list_id` (the key)
 * first. `search_post_docs` starts with them and `search_post_keys` holds them again.
 */
export const POST_KEY_COLUMNS = [
  ['list_id', 'integer'],
  ['studio_id', 'varchar(32)'],
  ['menu_id', 'integer'],
  ['enabled_flag', 'integer'],
  ['reg_user_id', 'varchar(32)'],
  ['created_at', 'bigint'],
  ['like_count', 'integer'],
  ['view_count', 'integer'],
  ['comment_count', 'integer'],
] as const;

/** The menu names of every locale: menu search matches any (menus.ts). */
export const MENU_TEXT_COLUMNS = ['name_ko', 'name_en', 'name_ja', 'name_zh'] as const;

/** The texts the trigram index holds per post (external content over search_post_docs). */
export const POST_TEXT_COLUMNS = [
  'title',
  'body',
  'author',
  'comments',
  'tags',
  'attachments',
] as const;
export type PostTextColumn = (typeof POST_TEXT_COLUMNS)[number];

/** Columns of `search_post_docs`, in insert order: the keys, then the texts. */
export const POST_DOC_COLUMNS: readonly string[] = [
  ...POST_KEY_COLUMNS.map(([column]) => column),
  ...POST_TEXT_COLUMNS,
];

// List fields are joined by a newline: a phrase typed with a space never spans two tags.
const LISTS: Record<Engine, { comments: string; tags: string; attachments: string }> = {
  // Frozen in the shipped SQLite triggers (migration.test.ts): group_concat over an ordered
  // subquery, as SQLite had no ORDER BY inside an aggregate then.
  sqlite: {
    comments: `(select group_concat(c.content, char(10)) from comments c
  where c.list_id = p.list_id and c.enabled_flag = 1)`,
    tags: `(select group_concat(tag, char(10)) from (select t.tag from post_tags t
  where t.list_id = p.list_id order by t.sort_no))`,
    attachments: `(select group_concat(file_name, char(10)) from (select a.file_name
  from post_attachments a where a.list_id = p.list_id order by a.sort_no, a.attachment_id))`,
  },
  postgres: {
    comments: `(select string_agg(c.content, chr(10) order by c.comment_id) from comments c
  where c.list_id = p.list_id and c.enabled_flag = 1)`,
    tags: `(select string_agg(t.tag, chr(10) order by t.sort_no) from post_tags t
  where t.list_id = p.list_id)`,
    attachments: `(select string_agg(a.file_name, chr(10) order by a.sort_no, a.attachment_id)
  from post_attachments a where a.list_id = p.list_id)`,
  },
};

/**
 * Re-derives the documents of the posts matching `postCondition` (over `posts p`): deletes the
 * old documents (the FTS triggers drop them from the index) and inserts the new ones, their
 * body from the SQL expression `body` (BODY_TEXT_SQL), in `engine`'s SQL. Deleted posts
 * (enabled_flag 0) get no document: search never shows them.
 */
export function refreshPostDocsSql(
  postCondition: string,
  docCondition: string,
  body: string,
  engine: Engine,
): string[] {
  const lists = LISTS[engine];
  return [
    `delete from search_post_docs where ${docCondition}`,
    `insert into search_post_docs (${POST_DOC_COLUMNS.join(', ')})
     select p.list_id, p.studio_id, p.menu_id, p.enabled_flag, p.reg_user_id, p.created_at,
       p.like_count, p.view_count,
       (select count(*) from comments c where c.list_id = p.list_id and c.enabled_flag = 1),
       p.title, ${body}, e.user_name || ' ' || e.user_name_en,
       coalesce(${lists.comments}, ''), coalesce(${lists.tags}, ''),
       coalesce(${lists.attachments}, '')
     from posts p join employees e on e.user_id = p.reg_user_id
     where p.enabled_flag <> 0 and ${postCondition}`,
  ];
}
