import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  nonEmptyFilters,
  phoneDigits,
  type Locale,
  type MemberFilters,
  type MemberRow,
} from '@maru/api';
import type { MaruDb } from '../db/connection';
import { engineOf, type Engine } from '../db/dialect/engine';
import { rowKeyColumns } from '../db/dialect/rowKey';
import { likeIgnoringCase } from '../db/dialect/text';
import type { Database } from '../db/schema';
import { companyNamesOf } from './companyNames';
import { orgNameColumns, orgNameIn } from './orgNames';

/*
 * The member lists over `directory_entries` (one row per post): a company-wide search (one row
 * per member, `listed`) or one organisation's members (every post in it). Filters are applied
 * only when non-empty (spec 01 §5); the joins add what a row shows, for the page's rows only.
 */

type EntryQuery = SelectQueryBuilder<Database, 'directory_entries', object>;
type EntryEb = ExpressionBuilder<Database, 'directory_entries'>;

/** `%value%` for LIKE with `\` as the escape character, so `%` and `_` match themselves. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The scope and filters of a list, as WHERE clauses on the entries. */
function filtered(
  engine: Engine,
  query: EntryQuery,
  studioId: string,
  raw: MemberFilters,
): EntryQuery {
  const like = (column: string, value: string) =>
    likeIgnoringCase(engine, sql.ref(column), containsPattern(value));
  const filters = nonEmptyFilters(raw);
  let q = query.where('directory_entries.studio_id', '=', studioId);
  q =
    filters.dlId === undefined
      ? q.where('directory_entries.listed', '=', 1)
      : q.where('directory_entries.organization_id', '=', filters.dlId);
  const { userName, email, phoneNumber, dutyCode, jobGroupCode } = filters;
  if (userName !== undefined) {
    q = q.where((eb: EntryEb) =>
      eb.or([
        like('directory_entries.user_name', userName),
        like('directory_entries.user_name_en', userName),
      ]),
    );
  }
  if (email !== undefined) q = q.where(like('directory_entries.email', email));
  if (phoneNumber !== undefined) {
    // A number without digits (only hyphens) matches no one rather than everyone.
    const digits = phoneDigits(phoneNumber);
    q =
      digits === ''
        ? q.where(sql<boolean>`false`)
        : q.where(like('directory_entries.phone_digits', digits));
  }
  if (dutyCode !== undefined) q = q.where('directory_entries.duty_code', '=', dutyCode);
  if (jobGroupCode !== undefined)
    q = q.where('directory_entries.job_group_code', '=', jobGroupCode);
  return q;
}

/** How many rows the list has in all (the pagination-count header). */
export async function countMembers(
  db: MaruDb,
  studioId: string,
  filters: MemberFilters,
): Promise<number> {
  const row = await filtered(engineOf(db), db.selectFrom('directory_entries'), studioId, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface PageRequest {
  pageNumber: number;
  limitNumber: number;
}

/**
 * One page of the list in its order (spec: `compareMembers`): an organisation's head first,
 * main posts before concurrent ones, then by name and user id; a search by name and user id.
 */
export async function pageOfMembers(
  db: MaruDb,
  studioId: string,
  filters: MemberFilters,
  locale: Locale,
  page: PageRequest | null,
): Promise<MemberRow[]> {
  const byOrganisation = nonEmptyFilters(filters).dlId !== undefined;
  const ordered = <Q extends SelectQueryBuilder<Database, 'directory_entries', object>>(
    q: Q,
  ): Q => {
    let next = q;
    if (byOrganisation) {
      next = next
        .orderBy('directory_entries.manager', 'desc')
        .orderBy('directory_entries.concurrent', 'asc') as Q;
    }
    return next.orderBy('directory_entries.user_name').orderBy('directory_entries.user_id') as Q;
  };
  // The page's entries first, by their keys from the index alone: joining before LIMIT/OFFSET
  // would join every skipped row too (page 50 of 20 would join a thousand rows).
  const engine = engineOf(db);
  const keyColumns = rowKeyColumns(engine, ['user_id', 'organization_id']);
  let keys = ordered(
    filtered(engine, db.selectFrom('directory_entries'), studioId, filters),
  ).select(keyColumns.map((column) => sql.ref(`directory_entries.${column}`).as(`key_${column}`)));
  if (page) keys = keys.limit(page.limitNumber).offset((page.pageNumber - 1) * page.limitNumber);
  const rows = await ordered(
    db.selectFrom(keys.as('page')).innerJoin('directory_entries', (join) =>
      join.on(
        sql<boolean>`${sql.join(
          keyColumns.map(
            (column) =>
              sql`${sql.ref(`directory_entries.${column}`)} = ${sql.ref(`page.key_${column}`)}`,
          ),
          sql` and `,
        )}`,
      ),
    ),
  )
    .leftJoin('employees', 'employees.user_id', 'directory_entries.user_id')
    .leftJoin('member_facts', 'member_facts.user_id', 'directory_entries.user_id')
    .leftJoin('departments', 'departments.dl_id', 'directory_entries.organization_id')
    .select([
      'directory_entries.user_id',
      'directory_entries.organization_id',
      'directory_entries.studio_id',
      'directory_entries.duty_desc',
      'directory_entries.duty_code',
      'directory_entries.job_group_code',
      'directory_entries.concurrent',
      'directory_entries.manager',
      'directory_entries.user_name',
      'directory_entries.user_name_en',
      'directory_entries.email',
      'employees.photo',
      'employees.mobile',
      'employees.tel_office',
      'employees.user_state',
      'member_facts.google_auth_id',
      'member_facts.slack_link',
      'member_facts.microsoft',
      'member_facts.naver',
      'member_facts.dispatched',
      'member_facts.on_leave',
      ...orgNameColumns('departments'),
    ])
    .execute();
  // Every row of a list is of `studioId` (see `filtered`).
  const companyName = (await companyNamesOf(db, [studioId], locale))(studioId) ?? '';
  return rows.map((row) => ({
    userId: row.user_id,
    userName: row.user_name,
    userNameEn: row.user_name_en,
    userPhoto: row.photo === null || row.photo === '' ? null : row.photo,
    organizationId: row.organization_id,
    dlName: orgNameIn(row, locale),
    studioId: row.studio_id,
    companyName,
    dutyDesc: row.duty_desc,
    dutyCode: row.duty_code,
    jobGroupCode: row.job_group_code,
    email: row.email,
    mobile: row.mobile,
    telOffice: row.tel_office,
    googleAuthId: row.google_auth_id,
    slackLink: row.slack_link,
    microsoft: row.microsoft === 1,
    naver: row.naver === 1,
    concurrent: row.concurrent === 1,
    dispatched: row.dispatched === 1,
    onLeave: row.on_leave === 1,
    userState: row.user_state ?? 1,
    manager: row.manager === 1,
  }));
}
