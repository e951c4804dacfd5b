import type { HrLookupCode, HrLookupType, Locale } from '@maru/api';
import type { Department, Employee, MemberChatLinks } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';
import { findEmployee } from '../db/employees';

/** A member without a chat-links row can be reached by none. */
export const NO_CHAT: MemberChatLinks = {
  googleAuthId: null,
  slackLink: null,
  microsoft: false,
  naver: false,
};

/** Chat links of several members by id (members without a row have none). */
export async function chatLinksByMember(
  db: MaruDb,
  members: readonly Pick<Employee, 'userId'>[],
): Promise<Map<string, MemberChatLinks>> {
  const ids = [...new Set(members.map((member) => member.userId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('member_chat_links')
    .selectAll()
    .where('user_id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        googleAuthId: row.google_auth_id,
        slackLink: row.slack_link,
        microsoft: row.microsoft === 1,
        naver: row.naver === 1,
      },
    ]),
  );
}

export async function chatLinksOf(db: MaruDb, userId: string): Promise<MemberChatLinks> {
  return (await chatLinksByMember(db, [{ userId }])).get(userId) ?? NO_CHAT;
}

/** The group mail of a department (null: it has none, or there is no such department). */
export async function groupMailOf(db: MaruDb, dlId: string): Promise<string | null> {
  const row = await db
    .selectFrom('departments')
    .select('group_mail')
    .where('dl_id', '=', dlId)
    .executeTakeFirst();
  return row?.group_mail ?? null;
}

/** The departments of a company (a few dozen rows: the reporting line walks them in memory). */
export async function departmentsOf(db: MaruDb, studioId: string): Promise<Department[]> {
  const rows = await db
    .selectFrom('departments')
    .selectAll()
    .where('studio_id', '=', studioId)
    .execute();
  return rows.map((row) => ({
    dlId: row.dl_id,
    dlName: row.dl_name,
    dlNameEn: row.dl_name_en,
    // Empty, not null, for the fixtures' type: named in Korean all the same (spec 01 §9).
    dlNameJa: row.dl_name_ja ?? '',
    dlNameZh: row.dl_name_zh ?? '',
    parentId: row.parent_id,
    studioId: row.studio_id,
    groupMail: row.group_mail,
    sortNo: row.sort_no,
  }));
}

/**
 * The active people the reporting line and member list can hold: everyone whose main post is
 * the member's department, a department above it (for the heads) or a child department (for a
 * head's direct reports). One indexed query, whatever the company's size.
 */
export async function relationPeopleOf(
  db: MaruDb,
  member: Employee,
  departments: readonly Department[],
): Promise<Employee[]> {
  const relevant = new Set<string>([member.organizationId]);
  let parentId = departments.find((d) => d.dlId === member.organizationId)?.parentId ?? null;
  while (parentId !== null && !relevant.has(parentId)) {
    relevant.add(parentId);
    const current: string = parentId;
    parentId = departments.find((d) => d.dlId === current)?.parentId ?? null;
  }
  for (const department of departments) {
    if (department.parentId === member.organizationId) relevant.add(department.dlId);
  }
  const ids = await db
    .selectFrom('employees')
    .select('user_id')
    .where('organization_id', 'in', [...relevant])
    .where('user_state', '=', 1)
    .execute();
  const people = await Promise.all(ids.map((row) => findEmployee(db, row.user_id)));
  return people.filter((person): person is Employee => person !== null);
}

/** The lookup codes of a type with `meaning` in the request's language, in their order. */
export async function lookupCodesOf(
  db: MaruDb,
  type: HrLookupType,
  locale: Locale,
): Promise<HrLookupCode[]> {
  const rows = await db
    .selectFrom('hr_lookup_codes')
    .selectAll()
    .where('lookup_type', '=', type)
    .orderBy('sort_no')
    .execute();
  return rows.map((row) => ({
    lookupType: row.lookup_type,
    lookupCode: row.lookup_code,
    meaning: { ko: row.meaning_ko, en: row.meaning_en, ja: row.meaning_ja, zh: row.meaning_zh }[
      locale
    ],
    attribute01: row.attribute01,
  }));
}
