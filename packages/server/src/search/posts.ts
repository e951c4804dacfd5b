import { sql, type RawBuilder } from 'kysely';
import {
  effectiveSearchTarget,
  HIGHLIGHT_LIST_SEPARATOR,
  highlightsOf,
  postNumberOf,
  searchPeriodRange,
  searchPreview,
  searchTermsOf,
  type AttachFileType,
  type ContentEmbedType,
  type MenuNode,
  type MenuSearchCount,
  type PostSearchItem,
  type PostSearchSort,
  type SearchPeriod,
  type SearchTarget,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import { engineOf, type Engine } from '../db/dialect/engine';
import { orgNameIn } from '../directory/orgNames';
import { menuNameIn } from '../posts/names';
import type { Viewer } from '../posts/viewer';
import { menuTreeFor } from '../shell/menus';
import type { PostTextColumn } from './documents';
import { attachmentWordRowids, drivingJoin, matchingRowids, NO_ROWS, POST_SET } from './matching';

/*
 * Post search over `search_post_docs` (through its slim `search_post_keys`) and its indexes, always scoped to the viewer: their
 * current company, the boards they may read (R), published posts and their own drafts.
 */

/** The filters of a post search (spec 01 §2), as the contract parsed them. */
export interface PostFilters {
  keyword: string;
  period: SearchPeriod;
  startYmd?: string | undefined;
  endYmd?: string | undefined;
  searchTargets: SearchTarget;
  contentEmbedType: ContentEmbedType;
  attachFileType: AttachFileType;
  menuIdField?: number | undefined;
}

/** Which texts each scope searches; the attachment and post-number scopes are special. */
const TARGET_COLUMNS: Record<
  Exclude<SearchTarget, 'attachment' | 'postNumber'>,
  readonly PostTextColumn[]
> = {
  all: ['title', 'body', 'author', 'comments', 'tags', 'attachments'],
  titleBody: ['title', 'body'],
  title: ['title'],
  body: ['body'],
  author: ['author'],
  comment: ['comments'],
  tag: ['tags'],
  // The Korean-analysed variant: substrings through the trigram index (보고 in 주간보고서).
  attachmentKo: ['attachments'],
};

/** The `rowid`s (list ids) of the documents the keyword finds in the chosen scope. */
function keywordRowids(engine: Engine, keyword: string, scope: SearchTarget): RawBuilder<unknown> {
  const terms = searchTermsOf(keyword);
  const target = effectiveSearchTarget(scope, keyword);
  if (target === 'postNumber') {
    const listId = postNumberOf(keyword);
    return listId === null ? NO_ROWS : sql`select cast(${listId} as integer) as rowid`;
  }
  // Whole words and their prefixes (split at `_`, `-`, `.`).
  if (target === 'attachment') return attachmentWordRowids(engine, terms);
  return matchingRowids(engine, POST_SET, terms, TARGET_COLUMNS[target]);
}

/** The viewer's matching documents `d`, driven from the indexes (see matching.ts). */
function matchingDocs(
  engine: Engine,
  viewer: Viewer,
  filters: PostFilters,
  now: number,
  withMenu: boolean,
) {
  const parts: RawBuilder<unknown>[] = [
    sql`d.studio_id = ${viewer.studioId}`,
    viewer.readableMenuIds.length === 0
      ? sql`false`
      : sql`d.menu_id in (${sql.join(viewer.readableMenuIds)})`,
    sql`(d.enabled_flag = 1 or (d.enabled_flag = 9 and d.reg_user_id = ${viewer.employee.userId}))`,
  ];
  const range = searchPeriodRange(filters.period, now, viewer.timeZone, filters);
  if (range.from !== null) parts.push(sql`d.created_at >= ${range.from}`);
  if (range.to !== null) parts.push(sql`d.created_at < ${range.to}`);
  if (filters.contentEmbedType !== 'all') {
    parts.push(
      sql`exists (select 1 from post_embeds pe where pe.list_id = d.list_id and pe.media_type = ${filters.contentEmbedType})`,
    );
  }
  if (filters.attachFileType !== 'all') {
    parts.push(
      sql`exists (select 1 from post_attachments pa where pa.list_id = d.list_id and pa.file_type = ${filters.attachFileType})`,
    );
  }
  if (withMenu && filters.menuIdField !== undefined) {
    parts.push(sql`d.menu_id = ${filters.menuIdField}`);
  }
  return sql`(${keywordRowids(engine, filters.keyword, filters.searchTargets)}) h
    ${drivingJoin(engine)} search_post_keys d on d.list_id = h.rowid
    where ${sql.join(parts, sql` and `)}`;
}

const ORDER: Record<PostSearchSort, RawBuilder<unknown>> = {
  date: sql`d.created_at desc, d.list_id desc`,
  like: sql`d.like_count desc, d.created_at desc, d.list_id desc`,
  view: sql`d.view_count desc, d.created_at desc, d.list_id desc`,
  comment: sql`d.comment_count desc, d.created_at desc, d.list_id desc`,
};

/** How many posts the search finds. */
export async function countPosts(
  db: MaruDb,
  viewer: Viewer,
  filters: PostFilters,
  now: number,
): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*) as n from ${matchingDocs(engineOf(db), viewer, filters, now, true)}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

interface PostRow {
  list_id: number;
  menu_id: number;
  enabled_flag: number;
  reg_user_id: string;
  created_at: number;
  like_count: number;
  view_count: number;
  comment_count: number;
  title: string;
  body: string;
  tags: string;
  attachments: string;
  name_ko: string;
  name_en: string;
  name_ja: string;
  name_zh: string;
  user_name: string;
  dl_name: string | null;
  dl_name_en: string | null;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
  total: number;
}

const listOf = (joined: string) => (joined === '' ? [] : joined.split('\n'));
const asEnabledFlag = (value: number): 0 | 1 | 9 => (value === 9 ? 9 : value === 0 ? 0 : 1);

/**
 * One page of the posts the search finds, in the chosen order, and their total (a window
 * count, so the matches are found once; a page past the end asks for the count alone).
 */
export async function findPosts(
  db: MaruDb,
  viewer: Viewer,
  filters: PostFilters & { sort: PostSearchSort },
  page: { offset: number; limit: number },
  now: number,
): Promise<{ items: PostSearchItem[]; total: number }> {
  const result = await sql<PostRow>`
    with page as (
      select d.list_id, d.menu_id, d.enabled_flag, d.reg_user_id, d.created_at, d.like_count,
        d.view_count, d.comment_count, count(*) over () as total
      from ${matchingDocs(engineOf(db), viewer, filters, now, true)}
      order by ${ORDER[filters.sort]}
      limit ${page.limit} offset ${page.offset}
    )
    select d.*, t.title, t.body, t.tags, t.attachments, m.name_ko, m.name_en, m.name_ja,
      m.name_zh, e.user_name, dep.dl_name, dep.dl_name_en, dep.dl_name_ja, dep.dl_name_zh
    from page d
    join search_post_docs t on t.list_id = d.list_id
    join menus m on m.menu_id = d.menu_id
    join employees e on e.user_id = d.reg_user_id
    left join departments dep on dep.dl_id = e.organization_id
    order by ${ORDER[filters.sort]}`.execute(db);
  const total =
    result.rows.length > 0
      ? Number(result.rows[0]?.total ?? 0)
      : await countPosts(db, viewer, filters, now);
  const terms = searchTermsOf(filters.keyword);
  const items = result.rows.map((row) => {
    const tags = listOf(row.tags);
    const attachmentNames = listOf(row.attachments);
    const previewContentText = searchPreview(row.body, terms);
    const regUserName = row.user_name;
    return {
      listId: row.list_id,
      menuId: row.menu_id,
      menuName: menuNameIn(row, viewer.locale),
      title: row.title,
      previewContentText,
      regUserId: row.reg_user_id,
      regUserName,
      regUserOrganizationName: orgNameIn(row, viewer.locale),
      regDate: Number(row.created_at),
      enabledFlag: asEnabledFlag(row.enabled_flag),
      likeCount: row.like_count,
      viewCount: row.view_count,
      commentCount: row.comment_count,
      tags,
      attachmentNames,
      highlights: highlightsOf(
        {
          title: row.title,
          previewContentText,
          regUserName,
          tags: tags.join(HIGHLIGHT_LIST_SEPARATOR),
          attachmentNames: attachmentNames.join(HIGHLIGHT_LIST_SEPARATOR),
        },
        filters.keyword,
      ),
    };
  });
  return { items, total };
}

/** The boards of a menu tree, in the order the tree shows them. */
function boardsOf(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [
    ...(node.menuTypeCode === 'board' ? [node] : []),
    ...boardsOf(node.children),
  ]);
}

/**
 * Matches per board under the same filters (the board filter itself aside): every community
 * board the viewer may read, in menu order, zero counts included so the tree stays put.
 */
export async function countPostsByMenu(
  db: MaruDb,
  viewer: Viewer,
  filters: PostFilters,
  now: number,
): Promise<MenuSearchCount[]> {
  const tree = await menuTreeFor(db, viewer.employee, { under: 1 }, viewer.locale);
  const result = await sql<{ menu_id: number; n: number }>`
    select d.menu_id, count(*) as n from ${matchingDocs(engineOf(db), viewer, filters, now, false)}
    group by d.menu_id`.execute(db);
  const counts = new Map(result.rows.map((row) => [row.menu_id, Number(row.n)]));
  return boardsOf(tree).map((board) => ({
    menuId: board.menuId,
    menuName: board.menuName,
    searchCount: counts.get(board.menuId) ?? 0,
  }));
}
