export { HolidayNoticeHost, LabourRefusalNoticeHost, NoticePopupsHost } from './NoticePopups';
export type { NoticePopupHostProps } from './NoticePopups';
export { UnusedLeaveNoticePage } from './UnusedLeaveNoticePage';
export type { UnusedLeaveNoticePageProps } from './UnusedLeaveNoticePage';
export { NoticeDocument } from './NoticeDocument';
export type { NoticeDocumentProps } from './NoticeDocument';
export {
  RECEIPT_NOT_CONFIRMED,
  confirmReceipt,
  holidayConfirmAnnounced,
  holidayNoticeToShow,
  labourRefusalNoticeToShow,
  noticeState,
  receiptYn,
} from './rules';
export type { NoticeState, ReceiptOutcome } from './rules';
export {
  confirmHolidayNoticeAtom,
  confirmLabourRefusalNoticeAtom,
  confirmUnusedLeaveNoticeAtom,
  holidayNoticeData,
  labourRefusalNoticeData,
  unusedLeaveNoticeData,
} from './atoms';
export type { ReceiptInput } from './atoms';
export {
  confirmHolidayNotice,
  confirmLabourRefusalNotice,
  confirmUnusedLeaveNotice,
  fetchHolidayNoticeCheck,
  fetchLabourRefusalNotice,
  fetchUnusedLeaveNotice,
} from './api';
export { noticesCatalogue } from './catalogue';
