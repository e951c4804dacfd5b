import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type {
  PortletComment,
  PortletCommentPage,
  PortletPost,
  PortletPostPage,
  PostEnabledFlag,
  TimelineEvent,
  TimelinePage,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import type { Database } from '../db/schema';
import { compareCursors, encodeCursor, type Cursor } from './cursor';
import { orgNameColumns, orgNameIn } from '../directory/orgNames';
import { menuNameIn } from './names';
import type { Viewer } from './viewer';

/** A page-number request: 1-based page and rows per page. */
export interface PageRequest {
  page: number;
  limit: number;
}

type PostSources = 'posts' | 'employees' | 'departments' | 'menus';
type PostQuery = SelectQueryBuilder<Database, PostSources, object>;

/**
 * Posts the viewer may see: their current company's, on boards they may read, with author,
 * department and board joined. An empty board list matches nothing (SQL has no `in ()`).
 */
function visiblePosts(db: MaruDb, viewer: Viewer): PostQuery {
  return db
    .selectFrom('posts')
    .innerJoin('employees', 'employees.user_id', 'posts.reg_user_id')
    .leftJoin('departments', 'departments.dl_id', 'employees.organization_id')
    .innerJoin('menus', 'menus.menu_id', 'posts.menu_id')
    .where('posts.studio_id', '=', viewer.studioId)
    .where((eb) =>
      viewer.readableMenuIds.length === 0
        ? eb.lit(false)
        : eb('posts.menu_id', 'in', viewer.readableMenuIds),
    ) as unknown as PostQuery;
}

const commentCount = (eb: ExpressionBuilder<Database, 'posts'>) =>
  eb
    .selectFrom('comments')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('comments.list_id', '=', 'posts.list_id')
    .where('comments.enabled_flag', '=', 1)
    .as('comment_count');

function selectPostColumns(query: PostQuery) {
  return query.select((eb) => [
    'posts.list_id',
    'posts.menu_id',
    'posts.title',
    'posts.preview_text',
    'posts.reg_user_id',
    'posts.created_at',
    'posts.enabled_flag',
    'posts.notice_flag',
    'posts.like_count',
    'posts.view_count',
    'employees.user_name',
    'employees.photo',
    ...orgNameColumns('departments'),
    'menus.name_ko',
    'menus.name_en',
    'menus.name_ja',
    'menus.name_zh',
    commentCount(eb as unknown as ExpressionBuilder<Database, 'posts'>),
  ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPostColumns>['execute']>>[number];

const asEnabledFlag = (value: number): PostEnabledFlag => (value === 9 ? 9 : value === 0 ? 0 : 1);

async function tagsOf(db: MaruDb, listIds: readonly number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>();
  if (listIds.length === 0) return tags;
  const rows = await db
    .selectFrom('post_tags')
    .select(['list_id', 'tag'])
    .where('list_id', 'in', listIds)
    .orderBy('list_id')
    .orderBy('sort_no')
    .execute();
  for (const row of rows) tags.set(row.list_id, [...(tags.get(row.list_id) ?? []), row.tag]);
  return tags;
}

/** Rows as the contract's posts, with their tags. */
export async function toPortletPosts(
  db: MaruDb,
  rows: readonly PostRow[],
  viewer: Viewer,
): Promise<PortletPost[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.list_id),
  );
  return rows.map((row) => ({
    listId: row.list_id,
    menuId: row.menu_id,
    menuName: menuNameIn(row, viewer.locale),
    title: row.title,
    previewContentText: row.preview_text,
    regUserId: row.reg_user_id,
    regUserName: row.user_name,
    regUserPhoto: row.photo,
    regUserOrganizationName: orgNameIn(row, viewer.locale),
    regDate: Number(row.created_at),
    enabledFlag: asEnabledFlag(row.enabled_flag),
    noticeFlag: row.notice_flag === 1,
    likeCount: row.like_count,
    viewCount: row.view_count,
    commentCount: Number(row.comment_count ?? 0),
    tags: tags.get(row.list_id) ?? [],
  }));
}

async function countOf(query: PostQuery): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of a filtered post list, newest first (or in `order` when given). */
async function postPage(
  db: MaruDb,
  viewer: Viewer,
  request: PageRequest,
  filter: (query: PostQuery) => PostQuery,
  order: (query: PostQuery) => PostQuery = (query) =>
    query.orderBy('posts.created_at', 'desc').orderBy('posts.list_id', 'desc'),
): Promise<PortletPostPage> {
  const filtered = filter(visiblePosts(db, viewer));
  const totalCount = await countOf(filtered);
  const rows = await selectPostColumns(order(filtered))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit)
    .execute();
  return { list: await toPortletPosts(db, rows, viewer), totalCount, nextToken: null };
}

/** My writing: published posts and drafts, never deleted ones. */
export function myArticles(db: MaruDb, viewer: Viewer, request: PageRequest) {
  return postPage(db, viewer, request, (query) =>
    query
      .where('posts.reg_user_id', '=', viewer.employee.userId)
      .where('posts.enabled_flag', 'in', [1, 9]),
  );
}

/** Notices: published posts flagged as notices. */
export function notices(db: MaruDb, viewer: Viewer, request: PageRequest) {
  return postPage(db, viewer, request, (query) =>
    query.where('posts.enabled_flag', '=', 1).where('posts.notice_flag', '=', 1),
  );
}

/** Favourite posts: the viewer's bookmarks of published posts, latest bookmark first. */
export function myInterests(db: MaruDb, viewer: Viewer, request: PageRequest) {
  return postPage(
    db,
    viewer,
    request,
    (query) =>
      query
        .innerJoin('post_bookmarks', 'post_bookmarks.list_id', 'posts.list_id')
        .where('post_bookmarks.user_id', '=', viewer.employee.userId)
        .where('posts.enabled_flag', '=', 1) as unknown as PostQuery,
    (query) =>
      (query as unknown as SelectQueryBuilder<Database, PostSources | 'post_bookmarks', object>)
        .orderBy('post_bookmarks.created_at', 'desc')
        .orderBy('posts.list_id', 'desc') as unknown as PostQuery,
  );
}

/** Published posts for the feed's community tab, as post rows (the feed maps them). */
export async function publishedPosts(
  db: MaruDb,
  viewer: Viewer,
  request: { offset: number; limit: number },
): Promise<{ rows: PortletPost[]; totalCount: number }> {
  const filtered = visiblePosts(db, viewer).where('posts.enabled_flag', '=', 1);
  const totalCount = await countOf(filtered);
  const rows = await selectPostColumns(
    filtered.orderBy('posts.created_at', 'desc').orderBy('posts.list_id', 'desc'),
  )
    .limit(request.limit)
    .offset(request.offset)
    .execute();
  return { rows: await toPortletPosts(db, rows, viewer), totalCount };
}

/** Comments of the viewer's own that still show, on posts they may still see. */
function visibleComments(db: MaruDb, viewer: Viewer) {
  return db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.list_id', 'comments.list_id')
    .innerJoin('menus', 'menus.menu_id', 'posts.menu_id')
    .innerJoin('employees', 'employees.user_id', 'comments.user_id')
    .where('comments.enabled_flag', '=', 1)
    .where('posts.enabled_flag', '=', 1)
    .where('posts.studio_id', '=', viewer.studioId)
    .where((eb) =>
      viewer.readableMenuIds.length === 0
        ? eb.lit(false)
        : eb('posts.menu_id', 'in', viewer.readableMenuIds),
    );
}

/** My comments, newest first. */
export async function myComments(
  db: MaruDb,
  viewer: Viewer,
  request: PageRequest,
): Promise<PortletCommentPage> {
  const mine = visibleComments(db, viewer).where('comments.user_id', '=', viewer.employee.userId);
  const total = await mine
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select([
      'comments.comment_id',
      'comments.content',
      'comments.created_at',
      'comments.like_count',
      'posts.list_id',
      'posts.menu_id',
      'posts.title',
      'menus.name_ko',
      'menus.name_en',
      'menus.name_ja',
      'menus.name_zh',
    ])
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.comment_id', 'desc')
    .limit(request.limit)
    .offset((request.page - 1) * request.limit)
    .execute();
  const list = rows.map((row): PortletComment => ({
    commentId: row.comment_id,
    listId: row.list_id,
    menuId: row.menu_id,
    menuName: menuNameIn(row, viewer.locale),
    postTitle: row.title,
    content: row.content,
    regDate: Number(row.created_at),
    likeCount: row.like_count,
  }));
  return { list, totalCount: Number(total.n), nextToken: null };
}

const POST_RANK = 0;
const COMMENT_RANK = 1;

/**
 * The SQL side of "after the cursor" for one source whose rank is fixed: at the cursor's
 * second a lower-ranked source comes entirely after it, a higher-ranked one entirely before.
 */
function afterCursor<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  dateColumn: string,
  idColumn: string,
  rank: number,
  cursor: Cursor,
) {
  const ref = eb as unknown as ExpressionBuilder<Database, 'posts'>;
  const date = ref.ref(dateColumn as 'posts.created_at');
  const id = ref.ref(idColumn as 'posts.list_id');
  if (rank < cursor.rank) return ref(date, '<=', cursor.date);
  if (rank > cursor.rank) return ref(date, '<', cursor.date);
  return ref.or([
    ref(date, '<', cursor.date),
    ref.and([ref(date, '=', cursor.date), ref(id, '<', cursor.id)]),
  ]);
}

/**
 * The community timeline after `cursor` (from the newest without one): posts published and
 * comments written on boards the viewer reads, merged newest first; `nextToken` is the last
 * event's cursor while more follow.
 */
export async function timeline(
  db: MaruDb,
  viewer: Viewer,
  request: { limit: number; cursor: Cursor | null },
): Promise<TimelinePage> {
  const { limit, cursor } = request;
  const postRows = await selectPostColumns(
    visiblePosts(db, viewer)
      .where('posts.enabled_flag', '=', 1)
      .where((eb) =>
        cursor
          ? afterCursor(eb, 'posts.created_at', 'posts.list_id', POST_RANK, cursor)
          : eb.lit(true),
      )
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.list_id', 'desc'),
  )
    .limit(limit + 1)
    .execute();
  const commentRows = await visibleComments(db, viewer)
    .where((eb) =>
      cursor
        ? afterCursor(eb, 'comments.created_at', 'comments.comment_id', COMMENT_RANK, cursor)
        : eb.lit(true),
    )
    .select([
      'comments.comment_id',
      'comments.content',
      'comments.created_at',
      'comments.user_id',
      'employees.user_name',
      'employees.photo',
      'posts.list_id',
      'posts.menu_id',
      'posts.title',
      'menus.name_ko',
      'menus.name_en',
      'menus.name_ja',
      'menus.name_zh',
    ])
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.comment_id', 'desc')
    .limit(limit + 1)
    .execute();

  const events: { cursor: Cursor; event: TimelineEvent }[] = [
    ...postRows.map((row) => ({
      cursor: { date: Number(row.created_at), rank: POST_RANK, id: row.list_id },
      event: {
        eventId: `post-${row.list_id}`,
        kind: 'post' as const,
        listId: row.list_id,
        menuId: row.menu_id,
        menuName: menuNameIn(row, viewer.locale),
        postTitle: row.title,
        text: row.preview_text,
        userId: row.reg_user_id,
        userName: row.user_name,
        userPhoto: row.photo,
        eventDate: Number(row.created_at),
      },
    })),
    ...commentRows.map((row) => ({
      cursor: { date: Number(row.created_at), rank: COMMENT_RANK, id: row.comment_id },
      event: {
        eventId: `comment-${row.comment_id}`,
        kind: 'comment' as const,
        listId: row.list_id,
        menuId: row.menu_id,
        menuName: menuNameIn(row, viewer.locale),
        postTitle: row.title,
        text: row.content,
        userId: row.user_id,
        userName: row.user_name,
        userPhoto: row.photo,
        eventDate: Number(row.created_at),
      },
    })),
  ].sort((a, b) => compareCursors(a.cursor, b.cursor));

  const page = events.slice(0, limit);
  const last = page.at(-1);
  return {
    list: page.map((entry) => entry.event),
    totalCount: null,
    nextToken: events.length > limit && last ? encodeCursor(last.cursor) : null,
  };
}
