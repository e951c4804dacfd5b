import type { Generated } from 'kysely';

/*
 * Community posts and what hangs off them. Kept general on purpose: unified search (issue 7)
 * indexes the same rows (board, title, HTML content and its plain preview, author, dates,
 * flags, tags).
 */

/** One post on a board (`menu_id`) of a company; `list_id` is the id of every post route. */
export interface PostTable {
  list_id: Generated<number>;
  menu_id: number;
  studio_id: string;
  title: string;
  content_html: string;
  /** Plain text of the content, cut for lists (and for search snippets). */
  preview_text: string;
  /** The visible text of the content, for the search index (`htmlText` when written). */
  body_text: string;
  reg_user_id: string;
  created_at: number;
  updated_at: number;
  /** 1 published, 0 deleted, 9 draft (spec 01 §2). */
  enabled_flag: number;
  /** 1 when the post is a notice (the notice portlet lists these). */
  notice_flag: number;
  like_count: number;
  view_count: number;
}

/** A comment (or a reply, with `parent_comment_id`) on a post; 0 in `enabled_flag` is deleted. */
export interface CommentTable {
  comment_id: Generated<number>;
  list_id: number;
  parent_comment_id: number | null;
  user_id: string;
  content: string;
  enabled_flag: number;
  like_count: number;
  created_at: number;
  updated_at: number;
}

/** A post's tags in the order the writer gave them. */
export interface PostTagTable {
  list_id: number;
  tag: string;
  sort_no: number;
}

/** A post a user pinned as a favourite (the post view's bookmark). */
export interface PostBookmarkTable {
  user_id: string;
  list_id: number;
  created_at: number;
}
