import { atom, type Atom, type WritableAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { ApiClient, ConfirmableNotice, HolidayNoticeCheck, NoticeYn } from '@maru/api';
import type { Loaded } from '../attendance';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import {
  confirmHolidayNotice,
  confirmLabourRefusalNotice,
  confirmUnusedLeaveNotice,
  fetchHolidayNoticeCheck,
  fetchLabourRefusalNotice,
  fetchUnusedLeaveNotice,
} from './api';
import { confirmReceipt, holidayConfirmAnnounced, type ReceiptOutcome } from './rules';

/** One notice call as atoms: the answer, the answer for the view, and a reload. */
export interface NoticeQuery<T> {
  /** The answer (suspends while loading). */
  data: Atom<Promise<T>>;
  /** Undefined until the first answer, then the latest answer or error (kept while reloading). */
  view: Atom<Loaded<T> | undefined>;
  reload: WritableAtom<null, [], void>;
}

function noticeQuery<T>(
  fetch: (client: ApiClient, signal: AbortSignal) => Promise<T>,
): NoticeQuery<T> {
  const version = atom(0);
  const data = atom(async (get, { signal }) => {
    get(version);
    return fetch(get(requiredApiClientAtom), signal);
  });
  const settled = atom(async (get): Promise<Loaded<T>> => {
    try {
      return { state: 'ready', data: await get(data) };
    } catch (error) {
      return { state: 'error', error };
    }
  });
  const reload = atom(null, (_get, set) => set(version, (v) => v + 1));
  return { data, view: unwrap(settled, (previous) => previous), reload };
}

// ---- data -----------------------------------------------------------------------------------

/** GET …/fore/detail/is-holiday: whether the holiday popup shows, with its notice. */
export const holidayNoticeQuery: NoticeQuery<HolidayNoticeCheck> =
  noticeQuery(fetchHolidayNoticeCheck);

/** The unused-leave notice page's notice (or null). */
export const unusedLeaveNoticeQuery: NoticeQuery<ConfirmableNotice | null> =
  noticeQuery(fetchUnusedLeaveNotice);

/** The labour-receipt-refusal notice (or null). */
export const labourRefusalNoticeQuery: NoticeQuery<ConfirmableNotice | null> =
  noticeQuery(fetchLabourRefusalNotice);

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
 * success is announced only when updateCnt > 0. The check reloads after a confirmation.
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
    if (outcome.kind === 'confirmed') set(holidayNoticeQuery.reload);
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
    if (outcome.kind === 'confirmed') set(labourRefusalNoticeQuery.reload);
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
    if (outcome.kind === 'confirmed') set(unusedLeaveNoticeQuery.reload);
    return outcome;
  },
);
