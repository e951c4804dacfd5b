import type { Generated } from 'kysely';

/** The feed tabs a company's administrator turned on (`enabled_flag` '1'), per feed type. */
export interface FeedConfigTable {
  studio_id: string;
  feed_type: string;
  enabled_flag: string;
  sort_no: number;
}

/**
 * What other systems (approval, kanban, external mail) put in a user's feed in one company;
 * community entries are the posts themselves.
 */
export interface FeedItemTable {
  item_id: Generated<number>;
  studio_id: string;
  user_id: string;
  feed_type: string;
  title: string;
  preview_text: string;
  /** The employee behind the entry; null for senders outside the company. */
  author_user_id: string | null;
  author_name: string;
  link_url: string;
  created_at: number;
}
