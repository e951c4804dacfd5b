/**
 * An approved extended-work (overtime) request of one employee for one work day. The leave
 * that answers the extended-work check records its reason here (`left_at`, `leave_remark`).
 */
export interface ExtendedWorkRequestTable {
  request_id: string;
  user_id: string;
  /** The work day (06:00 to 05:59 next day) the request is for. */
  ymd: string;
  /** Approved extended work, unix seconds. */
  approved_start: number;
  approved_end: number;
  /** What the employee wrote on the request; it pre-fills the leave reason. */
  comment: string | null;
  /** Server time of the leave sent with this request's check data. */
  left_at: number | null;
  leave_remark: string | null;
  created_at: number;
}
