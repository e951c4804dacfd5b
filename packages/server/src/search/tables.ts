import type { Generated } from 'kysely';
import type { PostTextColumn } from './documents';

/*
 * Unified search's own tables (issue 7). The base rows stay where their owners keep them
 * (employees, departments, posts, comments, post_tags, menus); search adds the posts'
 * attachments and embedded media, and two flat "document" tables the FTS5 indexes read from
 * (external-content FTS5 tables, see migration.ts). The FTS5 virtual tables themselves are
 * queried with raw SQL only, so they are not part of the typed schema.
 */

/** A file attached to a post; `file_type` is `photo`, `video` or `other` (by extension). */
export interface PostAttachmentTable {
  attachment_id: Generated<number>;
  list_id: number;
  file_name: string;
  file_type: string;
  sort_no: number;
}

/** A photo or video embedded in a post's body (the content filter, spec 01 §2). */
export interface PostEmbedTable {
  list_id: number;
  media_type: string;
}

/**
 * One active member in one company they hold a post in (main or concurrent), with the texts
 * member search matches. `id` follows (company, name, user id), so a company's members are one
 * rowid range and name order is rowid order. The shown department is the main post's when it
 * is in this company, else the first concurrent one's; `org_names` and `org_path` hold all of
 * them (see documents.ts). Rebuilt by `rebuildMemberIndex`.
 */
export interface SearchMemberTable {
  id: number;
  user_id: string;
  studio_id: string;
  organization_id: string;
  duty_desc: string;
  user_name: string;
  user_name_en: string;
  email: string;
  org_name_ko: string;
  org_name_en: string;
  org_names: string;
  org_path: string;
}

/**
 * One post as post search sees it: the scoping columns, the sort keys and the texts each
 * search target matches (body without markup, author names, live comments, tags, attachment
 * names). Kept in step with the base tables by triggers (migration.ts).
 */
export interface SearchPostDocTable {
  list_id: number;
  studio_id: string;
  menu_id: number;
  enabled_flag: number;
  reg_user_id: string;
  created_at: number;
  like_count: number;
  view_count: number;
  comment_count: number;
  title: string;
  body: string;
  author: string;
  comments: string;
  tags: string;
  attachments: string;
}

/** The scoping and sorting columns of `search_post_docs` in slim rows (the join target). */
export type SearchPostKeyTable = Omit<SearchPostDocTable, PostTextColumn>;

/** Posts whose short grams are out of date (indexing.ts `flushPostGrams` clears it). */
export interface SearchPostDirtyTable {
  list_id: number;
}

/** The tables the search migration adds, for `Database` in db/schema.ts. */
export interface SearchTables {
  post_attachments: PostAttachmentTable;
  post_embeds: PostEmbedTable;
  search_members: SearchMemberTable;
  search_post_docs: SearchPostDocTable;
  search_post_dirty: SearchPostDirtyTable;
  search_post_keys: SearchPostKeyTable;
}
