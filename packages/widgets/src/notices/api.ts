import {
  holidayNoticeCheck,
  holidayNoticeConfirm,
  labourRefusalNotice,
  labourRefusalNoticeConfirm,
  unusedLeaveNotice,
  unusedLeaveNoticeConfirm,
  type ApiClient,
  type ConfirmableNotice,
  type HolidayNoticeCheck,
  type NoticeYn,
} from '@maru/api';

/** GET /hr/ess/leave/annual/fore/detail/is-holiday: whether the holiday popup shows. */
export function fetchHolidayNoticeCheck(
  client: ApiClient,
  signal: AbortSignal,
): Promise<HolidayNoticeCheck> {
  return client.call(holidayNoticeCheck, { signal });
}

/** PUT /hr/ess/hr/leave/annual/fore/detail: the notices it changed (updateCnt). */
export async function confirmHolidayNotice(
  client: ApiClient,
  body: { noticeId: number; noticeYn: NoticeYn },
  signal: AbortSignal,
): Promise<number> {
  const result = await client.call(holidayNoticeConfirm, { body, signal });
  return result.updateCnt;
}

/** GET /hr/ess/unused/leave/checkPop (path chosen by us): the notice, or null. */
export async function fetchUnusedLeaveNotice(
  client: ApiClient,
  signal: AbortSignal,
): Promise<ConfirmableNotice | null> {
  const answer = await client.call(unusedLeaveNotice, { signal });
  return answer.payload.result;
}

/** PUT /hr/ess/unused/leave/checkPop/save: payload.result. */
export async function confirmUnusedLeaveNotice(
  client: ApiClient,
  noticeId: number,
  signal: AbortSignal,
): Promise<boolean> {
  const answer = await client.call(unusedLeaveNoticeConfirm, { body: { noticeId }, signal });
  return answer.payload.result;
}

/** GET /hr/ess/unused/leave/refusePop (path chosen by us): the notice, or null. */
export async function fetchLabourRefusalNotice(
  client: ApiClient,
  signal: AbortSignal,
): Promise<ConfirmableNotice | null> {
  const answer = await client.call(labourRefusalNotice, { signal });
  return answer.payload.result;
}

/** PUT /hr/ess/unused/leave/refusePop/save (path chosen by us): payload.result. */
export async function confirmLabourRefusalNotice(
  client: ApiClient,
  body: { noticeId: number; confirmYn: NoticeYn },
  signal: AbortSignal,
): Promise<boolean> {
  const answer = await client.call(labourRefusalNoticeConfirm, { body, signal });
  return answer.payload.result;
}
