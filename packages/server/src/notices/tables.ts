/**
 * One notice HR addressed to one employee (spec 02 §2 notices): the year's holiday notice, the
 * unused-leave notice or the labour-receipt-refusal notice. The employee's department, number,
 * name and company are read from the employee's rows when the notice is shown, not copied.
 */
export interface EmployeeNoticeTable {
  /** The contract's `noticeId`; assigned by whoever issues the notice (the seed here). */
  notice_id: number;
  user_id: string;
  /** `holiday`, `unusedLeave` or `labourRefusal` (NoticeKind). */
  kind: string;
  title: string;
  /** HTML as HR wrote it; clients sanitise it before rendering. */
  content: string;
  /** `yyyy-MM-dd` the notice was issued. */
  issued_on: string;
  /** When the employee confirmed it (unix seconds); null while pending. */
  confirmed_at: number | null;
  created_at: number;
}
