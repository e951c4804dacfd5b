import type { ConfirmableNotice, HolidayNoticeCheck, NoticeData, NoticeYn } from '@maru/api';

/** The catalogue key of the spec's "receipt not confirmed" error (spec 02 §5, §8). */
export const RECEIPT_NOT_CONFIRMED = 'error.receiptNotConfirmed';

/**
 * The holiday popup shows when a holiday notice exists (`isHoliday`) and its receipt is not
 * confirmed yet (`noticeYn` 'N'), and the answer carries the notice to show (spec 02 §7).
 */
export function holidayNoticeToShow(check: HolidayNoticeCheck): NoticeData | null {
  return check.isHoliday && check.noticeYn === 'N' ? check.notice : null;
}

/** A confirmable notice (unused leave, labour refusal) is pending, confirmed, or absent. */
export type NoticeState = 'none' | 'pending' | 'confirmed';

export function noticeState(notice: ConfirmableNotice | null): NoticeState {
  if (notice === null) return 'none';
  return notice.confirmYn === 'Y' ? 'confirmed' : 'pending';
}

/** The labour-refusal popup shows only for a pending notice. */
export function labourRefusalNoticeToShow(
  notice: ConfirmableNotice | null,
): ConfirmableNotice | null {
  return noticeState(notice) === 'pending' ? notice : null;
}

/** The receipt checkbox as the spec's Y/N value. */
export function receiptYn(ticked: boolean): NoticeYn {
  return ticked ? 'Y' : 'N';
}

/** What a press of confirm in a receipt dialog came to. */
export type ReceiptOutcome =
  | { kind: 'notConfirmed'; messageKey: typeof RECEIPT_NOT_CONFIRMED }
  | { kind: 'confirmed'; announce: boolean }
  | { kind: 'failed'; error: unknown };

/**
 * Confirm in a receipt dialog (holiday and labour-refusal notices): only with the checkbox at
 * Y; otherwise the receipt-not-confirmed error and nothing is sent. `send` saves the
 * confirmation and says whether to announce success (the holiday notice: updateCnt > 0).
 */
export async function confirmReceipt(
  receipt: NoticeYn,
  send: (receipt: 'Y') => Promise<boolean>,
): Promise<ReceiptOutcome> {
  if (receipt !== 'Y') return { kind: 'notConfirmed', messageKey: RECEIPT_NOT_CONFIRMED };
  try {
    return { kind: 'confirmed', announce: await send(receipt) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/** The holiday success message shows only when the save changed something (spec 02 §7). */
export function holidayConfirmAnnounced(updateCnt: number): boolean {
  return updateCnt > 0;
}
