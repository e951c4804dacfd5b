import { sql, type ExpressionBuilder } from 'kysely';
import { ORG_FIND_MEMBER_LIMIT, type Locale, type MemberRow, type OrgNode } from '@maru/api';
import type { MaruDb } from '../db/connection';
import type { Database } from '../db/schema';
import { engineOf } from '../db/dialect/engine';
import { likeIgnoringCase } from '../db/dialect/text';
import { companyNamesOf } from './companyNames';
import { containsPattern, pageOfMembers } from './members';
import { orgNameIn } from './orgNames';

/*
 * The organisation tree over `departments` (spec 01 §3 node, §7 calls): children one level at a
 * time, with their child and member counts, company roots for the union calls, and the word
 * search as a pruned tree. Every query names the studios the caller may see.
 */

export interface DepartmentRow {
  dl_id: string;
  dl_name: string;
  dl_name_en: string;
  dl_name_ja: string | null;
  dl_name_zh: string | null;
  parent_id: string | null;
  studio_id: string;
  group_mail: string | null;
  sort_no: number;
}

export function departmentById(db: MaruDb, dlId: string): Promise<DepartmentRow | undefined> {
  return db.selectFrom('departments').selectAll().where('dl_id', '=', dlId).executeTakeFirst();
}

export function childDepartments(
  db: MaruDb,
  studioId: string,
  parentId: string | null,
): Promise<DepartmentRow[]> {
  return db
    .selectFrom('departments')
    .selectAll()
    .where('studio_id', '=', studioId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort_no')
    .orderBy('dl_id')
    .execute();
}

async function countsBy(
  rows: readonly { key: string | null; n: number | string }[],
): Promise<Map<string, number>> {
  return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, Number(row.n)]])));
}

/** Children per department. */
async function childCounts(db: MaruDb, dlIds: readonly string[]): Promise<Map<string, number>> {
  if (dlIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('departments')
    .select((eb) => ['parent_id as key', eb.fn.countAll<number>().as('n')])
    .where('parent_id', 'in', dlIds)
    .groupBy('parent_id')
    .execute();
  return countsBy(rows);
}

/** Posts (main or concurrent) per department: what selecting it lists. */
async function memberCounts(db: MaruDb, dlIds: readonly string[]): Promise<Map<string, number>> {
  if (dlIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('directory_entries')
    .select((eb) => ['organization_id as key', eb.fn.countAll<number>().as('n')])
    .where('organization_id', 'in', dlIds)
    .groupBy('organization_id')
    .execute();
  return countsBy(rows);
}

/** Distinct members in each department and everything below it. */
async function totalMemberCounts(
  db: MaruDb,
  dlIds: readonly string[],
): Promise<Map<string, number>> {
  if (dlIds.length === 0) return new Map();
  const roots = sql.join(dlIds.map((id) => sql`${id}`));
  const result = await sql<{ key: string; n: number }>`
    WITH RECURSIVE below(root, dl_id) AS (
      SELECT dl_id, dl_id FROM departments WHERE dl_id IN (${roots})
      UNION ALL
      SELECT below.root, d.dl_id FROM departments d JOIN below ON d.parent_id = below.dl_id
    )
    SELECT below.root AS key, COUNT(DISTINCT e.user_id) AS n
    FROM below JOIN directory_entries e ON e.organization_id = below.dl_id
    GROUP BY below.root`.execute(db);
  return countsBy(result.rows);
}

/** Departments as tree nodes (children not included), with their counts. */
export async function orgNodesOf(
  db: MaruDb,
  rows: readonly DepartmentRow[],
  locale: Locale,
  withMembers: boolean,
): Promise<OrgNode[]> {
  const ids = rows.map((row) => row.dl_id);
  const [children, members, totals] = await Promise.all([
    childCounts(db, ids),
    memberCounts(db, ids),
    totalMemberCounts(db, ids),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      dlId: row.dl_id,
      dlName: orgNameIn(row, locale),
      organizationId: row.dl_id,
      studioId: row.studio_id,
      parentId: row.parent_id,
      children: [],
      childCount: children.get(row.dl_id) ?? 0,
      memberCount: members.get(row.dl_id) ?? 0,
      totalMemberCount: totals.get(row.dl_id) ?? 0,
      groupMail: row.group_mail,
      ...(withMembers
        ? { members: await pageOfMembers(db, row.studio_id, { dlId: row.dl_id }, locale, null) }
        : {}),
    })),
  );
}

/**
 * One root per company (dlId the studio id), named in the reader's language (Korean fallback),
 * its top divisions as children.
 */
export async function companyNodes(
  db: MaruDb,
  studioIds: readonly string[],
  locale: Locale,
): Promise<OrgNode[]> {
  if (studioIds.length === 0) return [];
  const companyNameOf = await companyNamesOf(db, studioIds, locale);
  const totals = await db
    .selectFrom('directory_entries')
    .select((eb) => ['studio_id as key', eb.fn.count<number>('user_id').distinct().as('n')])
    .where('studio_id', 'in', studioIds)
    .groupBy('studio_id')
    .execute();
  const totalOf = await countsBy(totals);
  const nodes: OrgNode[] = [];
  // In the caller's order (main company first).
  for (const studioId of studioIds) {
    const companyName = companyNameOf(studioId);
    if (companyName === undefined) continue;
    const tops = await orgNodesOf(db, await childDepartments(db, studioId, null), locale, false);
    nodes.push({
      dlId: studioId,
      dlName: companyName,
      organizationId: studioId,
      studioId,
      parentId: null,
      children: tops,
      childCount: tops.length,
      memberCount: 0,
      totalMemberCount: totalOf.get(studioId) ?? 0,
      groupMail: null,
    });
  }
  return nodes;
}

/**
 * The word search: companies and departments whose name in any language contains the word,
 * and members whose name does (at most ORG_FIND_MEMBER_LIMIT, by name), in the given
 * companies; answered as company roots holding only the paths down to the matches (a company
 * found by its name, all its top divisions), members in their department.
 */
export async function findOrgTree(
  db: MaruDb,
  studioIds: readonly string[],
  word: string,
  locale: Locale,
): Promise<OrgNode[]> {
  if (studioIds.length === 0) return [];
  const pattern = containsPattern(word);
  const engine = engineOf(db);
  // Every name a reader may see in the tree (ko, en, ja, zh) finds the department or company.
  const named = (eb: ExpressionBuilder<Database, 'departments' | 'studios'>) =>
    eb.or(
      (['dl_name', 'dl_name_en', 'dl_name_ja', 'dl_name_zh'] as const).map((column) =>
        likeIgnoringCase(engine, sql.ref(column), pattern),
      ),
    );
  const matchedDepartments = await db
    .selectFrom('departments')
    .select('dl_id')
    .where('studio_id', 'in', studioIds)
    .where(named)
    .execute();
  const matchedCompanies = new Set(
    (
      await db
        .selectFrom('studios')
        .select('dl_id')
        .where('dl_id', 'in', studioIds)
        .where(named)
        .execute()
    ).map((row) => row.dl_id),
  );
  const matchedMembers = new Map<string, MemberRow[]>();
  for (const studioId of studioIds) {
    const rows = await pageOfMembers(db, studioId, { userName: word }, locale, {
      pageNumber: 1,
      limitNumber: ORG_FIND_MEMBER_LIMIT,
    });
    for (const row of rows) {
      const list = matchedMembers.get(row.organizationId) ?? [];
      list.push(row);
      matchedMembers.set(row.organizationId, list);
    }
  }
  const hits = new Set([...matchedDepartments.map((row) => row.dl_id), ...matchedMembers.keys()]);
  if (hits.size === 0 && matchedCompanies.size === 0) return [];

  // Every department of the companies, to walk up from the hits (a company has hundreds at most).
  const all = await db
    .selectFrom('departments')
    .selectAll()
    .where('studio_id', 'in', studioIds)
    .orderBy('sort_no')
    .orderBy('dl_id')
    .execute();
  const byId = new Map(all.map((row) => [row.dl_id, row]));
  const kept = new Set<string>();
  for (const hit of hits) {
    for (let row = byId.get(hit); row && !kept.has(row.dl_id);) {
      kept.add(row.dl_id);
      row = row.parent_id === null ? undefined : byId.get(row.parent_id);
    }
  }
  const keptRows = all.filter((row) => kept.has(row.dl_id));
  const nodes = new Map(
    (await orgNodesOf(db, keptRows, locale, false)).map((node) => [node.dlId, node]),
  );
  for (const node of nodes.values()) {
    const members = matchedMembers.get(node.dlId);
    if (members) node.members = members;
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    parent?.children.push(node);
  }
  const companies = await companyNodes(db, studioIds, locale);
  return companies.flatMap((company) => {
    // A company found by its name: all its top divisions, the paths to other hits open.
    if (matchedCompanies.has(company.studioId)) {
      return [{ ...company, children: company.children.map((top) => nodes.get(top.dlId) ?? top) }];
    }
    const tops = keptRows
      .filter((row) => row.studio_id === company.studioId && row.parent_id === null)
      .flatMap((row) => nodes.get(row.dl_id) ?? []);
    return tops.length === 0 ? [] : [{ ...company, children: tops }];
  });
}
