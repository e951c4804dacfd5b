/** The three notices an employee may have to confirm (spec 02 §2 notices). */
export type NoticeKind = 'holiday' | 'unusedLeave' | 'labourRefusal';
