import type { Insertable } from 'kysely';

/**
 * A change request on a commute day (spec 02 §4 "change request statuses"). The previous-day
 * widget reads only whether one is still waiting for approval; the request screens come later.
 */
export interface CommuteChangeRequestTable {
  user_id: string;
  /** The work day the request corrects. */
  ymd: string;
  /** requested | inProgress | rejected | complete | cancelled */
  status: string;
  reason: string;
  /** Server time of the request, unix seconds. */
  requested_at: number;
}

export type NewCommuteChangeRequest = Insertable<CommuteChangeRequestTable>;

/** Statuses that still await a decision: the previous day's `request` is 'Y' for them. */
export const PENDING_REQUEST_STATUSES: readonly string[] = ['requested', 'inProgress'];
