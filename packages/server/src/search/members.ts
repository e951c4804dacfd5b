import { sql } from 'kysely';
import {
  highlightsOf,
  searchTermsOf,
  type DepartmentSearchCount,
  type Locale,
  type UserSearchItem,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import { engineOf } from '../db/dialect/engine';
import { holdsText } from '../db/dialect/text';
import { orgNameIn } from '../directory/orgNames';
import { MEMBER_SCOPE_COLUMN, MEMBER_TEXT_COLUMNS } from './documents';
import { drivingJoin, MEMBER_SET, matchingRowids } from './matching';

/*
 * Member search over `search_members`: one row per active member and company, ids in
 * (company, name) order (indexing.ts). So a company is one rowid range the FTS5 indexes seek
 * into, name order is the indexes' own order, and a page reads only its own rows: a common
 * name fragment over 100,000 members costs the index lookups, not thousands of row reads.
 */

/** Where to look: the company, optionally one department and everything below it. */
export interface MemberScope {
  studioId: string;
  /** A department of the company (its members and those of the departments below it). */
  organizationId?: string;
}

/** The company's rowid range; null when it has no members. */
async function companyRange(db: MaruDb, studioId: string) {
  const row = await db
    .selectFrom('search_members')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
  return row?.first == null || row.last == null
    ? null
    : { from: Number(row.first), to: Number(row.last) };
}

/** The matching rows' ids as a subquery, or null when the scope holds nobody. */
async function matches(db: MaruDb, keyword: string, scope: MemberScope) {
  const range = await companyRange(db, scope.studioId);
  if (!range) return null;
  return matchingRowids(engineOf(db), MEMBER_SET, searchTermsOf(keyword), MEMBER_TEXT_COLUMNS, {
    rowids: range,
    ...(scope.organizationId === undefined
      ? {}
      : { token: { column: MEMBER_SCOPE_COLUMN, token: scope.organizationId.toLowerCase() } }),
  });
}

/** How many members match. */
export async function countMembers(
  db: MaruDb,
  keyword: string,
  scope: MemberScope,
): Promise<number> {
  const rowids = await matches(db, keyword, scope);
  if (!rowids) return 0;
  const result = await sql<{ n: number }>`select count(*) as n from (${rowids}) h`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The members named exactly the keyword, first on the first page (a typed full name). */
async function exactNameIds(db: MaruDb, keyword: string, scope: MemberScope): Promise<number[]> {
  let query = db
    .selectFrom('search_members')
    .select('id')
    .where('studio_id', '=', scope.studioId)
    .where('user_name', '=', keyword);
  if (scope.organizationId !== undefined) {
    const token = ` ${scope.organizationId.toLowerCase()} `;
    query = query.where(holdsText(engineOf(db), sql.ref('org_path'), token));
  }
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

interface MemberRow {
  id: number;
  user_id: string;
  organization_id: string;
  duty_desc: string;
  user_name: string;
  user_name_en: string;
  email: string;
  org_name_ko: string;
  org_name_en: string;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
  photo: string | null;
}

/**
 * One page of matching members and their total: members named exactly the keyword first, then
 * by name (then user id).
 */
export async function findMembers(
  db: MaruDb,
  keyword: string,
  scope: MemberScope,
  page: { offset: number; limit: number },
  locale: Locale,
): Promise<{ items: UserSearchItem[]; total: number }> {
  const rowids = await matches(db, keyword, scope);
  if (!rowids) return { items: [], total: 0 };
  const exact = await exactNameIds(db, keyword, scope);
  const fromExact = exact.slice(page.offset, page.offset + page.limit);
  const rest = page.limit - fromExact.length;
  const others =
    rest === 0
      ? []
      : (
          await sql<{ rowid: number }>`
            select rowid from (${rowids}) h
            ${exact.length > 0 ? sql`where rowid not in (${sql.join(exact)})` : sql``}
            order by rowid limit ${rest} offset ${Math.max(0, page.offset - exact.length)}`.execute(
            db,
          )
        ).rows.map((row) => Number(row.rowid));
  const ids = [...fromExact, ...others];
  const total = await countMembers(db, keyword, scope);
  if (ids.length === 0) return { items: [], total };

  const rows = await sql<MemberRow>`
    select m.id, m.user_id, m.organization_id, m.duty_desc, m.user_name, m.user_name_en,
      m.email, m.org_name_ko, m.org_name_en, d.dl_name_ja, d.dl_name_zh, e.photo
    from search_members m join employees e on e.user_id = m.user_id
    left join departments d on d.dl_id = m.organization_id
    where m.id in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    // Korean and English as the index holds them; Japanese and Chinese from the department.
    const organizationName = orgNameIn(
      { ...row, dl_name: row.org_name_ko, dl_name_en: row.org_name_en },
      locale,
    );
    return [
      {
        userId: row.user_id,
        userName: row.user_name,
        userNameEn: row.user_name_en,
        userPhoto: row.photo,
        email: row.email,
        organizationId: row.organization_id,
        organizationName,
        dutyDesc: row.duty_desc,
        highlights: highlightsOf(
          {
            userName: row.user_name,
            userNameEn: row.user_name_en,
            email: row.email,
            organizationName,
          },
          keyword,
        ),
      },
    ];
  });
  return { items, total };
}

interface DepartmentRow {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
  parent_id: string | null;
  sort_no: number;
}

/** The company's departments in tree order (siblings by sort_no). */
export async function departmentsOf(db: MaruDb, studioId: string): Promise<DepartmentRow[]> {
  return db
    .selectFrom('departments')
    .select(['dl_id', 'dl_name', 'dl_name_en', 'dl_name_ja', 'dl_name_zh', 'parent_id', 'sort_no'])
    .where('studio_id', '=', studioId)
    .orderBy('sort_no')
    .orderBy('dl_id')
    .execute();
}

/**
 * The company's department tree with the number of matching members in each department and
 * everything below it (a member counts once per department, however many posts they hold).
 */
export async function countMembersByDepartment(
  db: MaruDb,
  keyword: string,
  studioId: string,
  locale: Locale,
): Promise<DepartmentSearchCount[]> {
  const departments = await departmentsOf(db, studioId);
  const rowids = await matches(db, keyword, { studioId });
  const paths = rowids
    ? (
        await sql<{ org_path: string }>`
          select m.org_path from (${rowids}) h
          ${drivingJoin(engineOf(db))} search_members m on m.id = h.rowid`.execute(db)
      ).rows
    : [];
  const counts = new Map<string, number>();
  for (const { org_path } of paths) {
    for (const id of org_path.trim().split(' ')) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const known = new Set(departments.map((d) => d.dl_id));
  const build = (parentId: string | null): DepartmentSearchCount[] =>
    departments
      .filter((d) =>
        parentId === null
          ? d.parent_id === null || !known.has(d.parent_id)
          : d.parent_id === parentId,
      )
      .map((d) => ({
        organizationId: d.dl_id,
        organizationName: orgNameIn(d, locale),
        searchCount: counts.get(d.dl_id.toLowerCase()) ?? 0,
        children: build(d.dl_id),
      }));
  return build(null);
}
