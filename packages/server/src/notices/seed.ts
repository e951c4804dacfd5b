import type { NoticeKind } from '@maru/api/domain';
import { demoNotices, findEmployee, noticeTextFor } from '@maru/api/fixtures';
import type { MaruDb } from '../db/connection';
import { addDays } from '@maru/api/dates';
import { noticeTodayOf } from './today';

/** How many days before the seed's day each kind was issued (the holiday notice first). */
const ISSUED_DAYS_AGO: Record<NoticeKind, number> = {
  holiday: 7,
  unusedLeave: 5,
  labourRefusal: 3,
};

/** Confirmed demo notices were confirmed the day before the seed ran. */
const CONFIRMED_SECONDS_AGO = 24 * 3600;

/**
 * The demo notices (`demoNotices`: 이서연 with all three pending, 한예준 with all three
 * confirmed), dated relative to the seed's clock, their text from the fixtures for that year.
 * Skipped when any notice exists, so it is safe on every start.
 */
export async function seedNotices(db: MaruDb, now: () => Date): Promise<boolean> {
  const existing = await db.selectFrom('employee_notices').select('notice_id').limit(1).execute();
  if (existing.length > 0) return false;
  const seconds = Math.floor(now().getTime() / 1000);
  const todays = new Map<string, string>();
  for (const { userId } of demoNotices) {
    todays.set(userId, await noticeTodayOf(db, userId, seconds));
  }
  await db.transaction().execute(async (trx) => {
    for (const [index, notice] of demoNotices.entries()) {
      const employee = findEmployee(notice.userId);
      const today = todays.get(notice.userId);
      if (!employee || !today) throw new Error(`demo notice for unknown employee ${notice.userId}`);
      const text = noticeTextFor(notice.kind, Number(today.slice(0, 4)), employee.employeeNumber);
      await trx
        .insertInto('employee_notices')
        .values({
          notice_id: index + 1,
          user_id: notice.userId,
          kind: notice.kind,
          title: text.title,
          content: text.content,
          issued_on: addDays(today, -ISSUED_DAYS_AGO[notice.kind]),
          confirmed_at: notice.confirmed ? seconds - CONFIRMED_SECONDS_AGO : null,
          created_at: seconds,
        })
        .execute();
    }
  });
  return true;
}
