import { atom } from 'jotai';
import type { NoticeYn } from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import {
  confirmHolidayNotice,
  confirmLabourRefusalNotice,
  confirmUnusedLeaveNotice,
  fetchHolidayNoticeCheck,
  fetchLabourRefusalNotice,
  fetchUnusedLeaveNotice,
} from './api';
import { confirmReceipt, holidayConfirmAnnounced, type ReceiptOutcome } from './rules';

// ---- data -----------------------------------------------------------------------------------

/** GET …/fore/detail/is-holiday: whether the holiday popup shows, with its notice. */
export const holidayNoticeData = remoteAtom((get, signal) =>
  fetchHolidayNoticeCheck(get(requiredApiClientAtom), signal),
);

/** The unused-leave notice page's notice (or null). */
export const unusedLeaveNoticeData = remoteAtom((get, signal) =>
  fetchUnusedLeaveNotice(get(requiredApiClientAtom), signal),
);

/** The labour-receipt-refusal notice (or null). */
export const labourRefusalNoticeData = remoteAtom((get, signal) =>
  fetchLabourRefusalNotice(get(requiredApiClientAtom), signal),
);

// ---- actions --------------------------------------------------------------------------------

export interface ReceiptInput {
  noticeId: number;
  /** The receipt checkbox as Y/N. */
  receipt: NoticeYn;
}

/** A confirmation is never aborted once sent: leaving the page must not lose it halfway. */
const neverAborted = (): AbortSignal => new AbortController().signal;

/**
 * Confirms the holiday notice (spec 02 §5, §7): nothing is sent unless the checkbox is Y;
 * success is announced only when updateCnt > 0. The check is asked again after a confirmation.
 */
export const confirmHolidayNoticeAtom = atom(
  null,
  async (get, set, input: ReceiptInput): Promise<ReceiptOutcome> => {
    const client = get(requiredApiClientAtom);
    const outcome = await confirmReceipt(input.receipt, async (noticeYn) =>
      holidayConfirmAnnounced(
        await confirmHolidayNotice(client, { noticeId: input.noticeId, noticeYn }, neverAborted()),
      ),
    );
    if (outcome.kind === 'confirmed') set(holidayNoticeData.refresh);
    return outcome;
  },
);

/** Confirms the labour-receipt-refusal notice: only with the checkbox ticked. */
export const confirmLabourRefusalNoticeAtom = atom(
  null,
  async (get, set, input: ReceiptInput): Promise<ReceiptOutcome> => {
    const client = get(requiredApiClientAtom);
    const outcome = await confirmReceipt(input.receipt, (confirmYn) =>
      confirmLabourRefusalNotice(client, { noticeId: input.noticeId, confirmYn }, neverAborted()),
    );
    if (outcome.kind === 'confirmed') set(labourRefusalNoticeData.refresh);
    return outcome;
  },
);

/** Confirms the unused-leave notice (the page's confirm button; there is no checkbox). */
export const confirmUnusedLeaveNoticeAtom = atom(
  null,
  async (get, set, noticeId: number): Promise<ReceiptOutcome> => {
    const client = get(requiredApiClientAtom);
    const outcome = await confirmReceipt('Y', () =>
      confirmUnusedLeaveNotice(client, noticeId, neverAborted()),
    );
    if (outcome.kind === 'confirmed') set(unusedLeaveNoticeData.refresh);
    return outcome;
  },
);
