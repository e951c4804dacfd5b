import {
  feedConfigForTenant,
  type FeedConfigItem,
  type FeedItem,
  type FeedPage,
  type FeedType,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import { compareCursors, encodeCursor, type Cursor } from '../posts/cursor';
import { publishedPosts, type PageRequest } from '../posts/repository';
import type { Viewer } from '../posts/viewer';
import { cloudInfoFor } from '../shell/cloud';

type ExternalType = 'WORKSPACE' | 'KANBAN' | 'MAIL';

/** The feed tabs of the viewer's current company, kanban off where the tenant has none. */
export async function feedConfigOf(db: MaruDb, viewer: Viewer): Promise<FeedConfigItem[]> {
  const rows = await db
    .selectFrom('feed_config')
    .select(['feed_type', 'enabled_flag'])
    .where('studio_id', '=', viewer.studioId)
    .execute();
  const stored = rows.flatMap((row): FeedConfigItem[] =>
    ['ALL', 'COMMUNITY', 'WORKSPACE', 'KANBAN', 'MAIL'].includes(row.feed_type)
      ? [
          {
            feedType: row.feed_type as FeedType,
            enabledFlag: row.enabled_flag === '1' ? '1' : '0',
          },
        ]
      : [],
  );
  const cloud = await cloudInfoFor(db, viewer.studioId);
  return feedConfigForTenant(stored, { useKanban: cloud.useKanban });
}

function externalItems(db: MaruDb, viewer: Viewer, type: ExternalType) {
  return db
    .selectFrom('feed_items')
    .leftJoin('employees', 'employees.user_id', 'feed_items.author_user_id')
    .where('feed_items.user_id', '=', viewer.employee.userId)
    .where('feed_items.studio_id', '=', viewer.studioId)
    .where('feed_items.feed_type', '=', type);
}

type ExternalRow = {
  item_id: number;
  feed_type: string;
  title: string;
  preview_text: string;
  author_user_id: string | null;
  author_name: string;
  photo: string | null;
  link_url: string;
  created_at: number;
};

const externalColumns = [
  'feed_items.item_id',
  'feed_items.feed_type',
  'feed_items.title',
  'feed_items.preview_text',
  'feed_items.author_user_id',
  'feed_items.author_name',
  'employees.photo',
  'feed_items.link_url',
  'feed_items.created_at',
] as const;

function toFeedItem(row: ExternalRow, type: ExternalType): FeedItem {
  return {
    feedId: `${type.toLowerCase()}-${row.item_id}`,
    feedType: type,
    title: row.title,
    previewText: row.preview_text,
    authorId: row.author_user_id,
    authorName: row.author_name,
    authorPhoto: row.photo,
    menuName: null,
    menuId: null,
    listId: null,
    linkUrl: row.link_url,
    regDate: Number(row.created_at),
  };
}

/** The newest `take` entries of one system, and how many it holds. */
async function newestOf(
  db: MaruDb,
  viewer: Viewer,
  type: 'COMMUNITY' | ExternalType,
  take: number,
): Promise<{ items: FeedItem[]; total: number }> {
  if (type === 'COMMUNITY') {
    const { rows, totalCount } = await publishedPosts(db, viewer, { offset: 0, limit: take });
    const items = rows.map((post): FeedItem => ({
      feedId: `post-${post.listId}`,
      feedType: 'COMMUNITY',
      title: post.title,
      previewText: post.previewContentText,
      authorId: post.regUserId,
      authorName: post.regUserName,
      authorPhoto: post.regUserPhoto,
      menuName: post.menuName,
      menuId: post.menuId,
      listId: post.listId,
      linkUrl: null,
      regDate: post.regDate,
    }));
    return { items, total: totalCount };
  }
  const query = externalItems(db, viewer, type);
  const total = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select(externalColumns)
    .orderBy('feed_items.created_at', 'desc')
    .orderBy('feed_items.item_id', 'desc')
    .limit(take)
    .execute();
  return { items: rows.map((row) => toFeedItem(row, type)), total: Number(total.n) };
}

/**
 * One page-number page of feed entries merged from `types`, newest first. Each system gives
 * its newest `page × limit` entries, enough for the merged page whatever the mix.
 */
export async function feedPage(
  db: MaruDb,
  viewer: Viewer,
  types: readonly ('COMMUNITY' | ExternalType)[],
  request: PageRequest,
): Promise<FeedPage> {
  const take = request.page * request.limit;
  const sources = await Promise.all(types.map((type) => newestOf(db, viewer, type, take)));
  const merged = sources
    .flatMap((source, rank) =>
      source.items.map((item, index) => ({
        item,
        key: { date: item.regDate, rank: -rank, id: -index },
      })),
    )
    .sort((a, b) => compareCursors(a.key, b.key))
    .map((entry) => entry.item);
  const start = (request.page - 1) * request.limit;
  return {
    list: merged.slice(start, start + request.limit),
    totalCount: sources.reduce((sum, source) => sum + source.total, 0),
    nextToken: null,
  };
}

/** One token page of external mail, newest first, after `cursor`. */
export async function mailPage(
  db: MaruDb,
  viewer: Viewer,
  request: { limit: number; cursor: Cursor | null },
): Promise<FeedPage> {
  const { cursor, limit } = request;
  let query = externalItems(db, viewer, 'MAIL');
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('feed_items.created_at', '<', cursor.date),
        eb.and([
          eb('feed_items.created_at', '=', cursor.date),
          eb('feed_items.item_id', '<', cursor.id),
        ]),
      ]),
    );
  }
  const rows = await query
    .select(externalColumns)
    .orderBy('feed_items.created_at', 'desc')
    .orderBy('feed_items.item_id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastCursor = last ? { date: Number(last.created_at), rank: 0, id: last.item_id } : null;
  return {
    list: page.map((row) => toFeedItem(row, 'MAIL')),
    totalCount: null,
    nextToken: rows.length > limit && lastCursor ? encodeCursor(lastCursor) : null,
  };
}
