import type { NotificationSystem, UnreadCounts } from '@maru/api';
import type { MaruDb } from '../db/connection';

/**
 * The user's unread counts: one per system, and `unread` the total, or the asked system's
 * count when the call names one (spec 01 §3).
 */
export async function unreadCountsOf(
  db: MaruDb,
  userId: string,
  system?: NotificationSystem,
): Promise<UnreadCounts> {
  const rows = await db
    .selectFrom('notification_counts')
    .select(['system', 'unread_count'])
    .where('user_id', '=', userId)
    .execute();
  const countOf = (name: NotificationSystem) =>
    rows.find((row) => row.system === name)?.unread_count ?? 0;
  const counts = { GW: countOf('GW'), EA: countOf('EA'), KANBAN: countOf('KANBAN') };
  return { unread: system ? counts[system] : counts.GW + counts.EA + counts.KANBAN, ...counts };
}
