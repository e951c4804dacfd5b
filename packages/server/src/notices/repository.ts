import type { ConfirmableNotice, NoticeData } from '@maru/api';
import type { NoticeKind } from '@maru/api/domain';
import type { MaruDb } from '../db/connection';

/** A notice of a user with the employee's names, as every notice call shows it. */
export interface StoredNotice extends Omit<NoticeData, 'today'> {
  confirmedAt: number | null;
}

/**
 * The notice of `kind` the user should see: the oldest one still pending, else the latest
 * confirmed one (so a page shows "confirmed" after the fact), else none.
 */
export async function currentNotice(
  db: MaruDb,
  userId: string,
  kind: NoticeKind,
): Promise<StoredNotice | null> {
  const rows = await db
    .selectFrom('employee_notices as n')
    .innerJoin('employees as e', 'e.user_id', 'n.user_id')
    .innerJoin('departments as d', 'd.dl_id', 'e.organization_id')
    .innerJoin('studios as s', 's.dl_id', 'e.studio_id')
    .select([
      'n.notice_id',
      'n.title',
      'n.content',
      'n.issued_on',
      'n.confirmed_at',
      'e.employee_number',
      'e.user_name',
      'd.dl_name as organization_name',
      's.dl_name as company_name',
    ])
    .where('n.user_id', '=', userId)
    .where('n.kind', '=', kind)
    .orderBy('n.issued_on')
    .orderBy('n.notice_id')
    .execute();
  const pending = rows.find((row) => row.confirmed_at === null);
  const row = pending ?? rows.at(-1);
  if (!row) return null;
  return {
    noticeId: row.notice_id,
    title: row.title,
    organizationName: row.organization_name,
    employeeNumber: row.employee_number,
    name: row.user_name,
    content: row.content,
    companyName: row.company_name,
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  };
}

/**
 * Confirms the user's notice `noticeId` of `kind` at `now`: 1 when it was pending, 0 when it was
 * confirmed already (the first time is kept), null when the user has no such notice (someone
 * else's id counts as none, so ids reveal nothing).
 */
export async function confirmNotice(
  db: MaruDb,
  userId: string,
  kind: NoticeKind,
  noticeId: number,
  now: number,
): Promise<0 | 1 | null> {
  const result = await db
    .updateTable('employee_notices')
    .set({ confirmed_at: now })
    .where('notice_id', '=', noticeId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 1;
  const existing = await db
    .selectFrom('employee_notices')
    .select('notice_id')
    .where('notice_id', '=', noticeId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return existing ? 0 : null;
}

/** The notice as the unused-leave and labour-refusal calls answer it. */
export function toConfirmable(notice: StoredNotice, today: string): ConfirmableNotice {
  const { confirmedAt, ...data } = notice;
  return { ...data, today, confirmYn: confirmedAt === null ? 'N' : 'Y', confirmedAt };
}

/** The notice data of spec 02 §3, dated `today`. */
export function toNoticeData(notice: StoredNotice, today: string): NoticeData {
  const { confirmedAt: _confirmedAt, ...data } = notice;
  return { ...data, today };
}
