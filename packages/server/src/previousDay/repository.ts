import type { MaruDb } from '../db/connection';
import { PENDING_REQUEST_STATUSES } from './tables';

/** Whether the user has a change request for `ymd` still waiting for approval. */
export async function hasPendingRequest(db: MaruDb, userId: string, ymd: string): Promise<boolean> {
  const row = await db
    .selectFrom('commute_change_requests')
    .select('ymd')
    .where('user_id', '=', userId)
    .where('ymd', '=', ymd)
    .where('status', 'in', PENDING_REQUEST_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The days in `first`…`last` on which the user has commute records. */
export async function daysWithRecords(
  db: MaruDb,
  userId: string,
  first: string,
  last: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('commute_records')
    .select('ymd')
    .distinct()
    .where('user_id', '=', userId)
    .where('ymd', '>=', first)
    .where('ymd', '<=', last)
    .execute();
  return new Set(rows.map((row) => row.ymd));
}
