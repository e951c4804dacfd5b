import {
  commuteAction,
  commuteHours,
  commuteStatus,
  currentPeriodInfo,
  type ApiClient,
  type CommuteActionBody,
  type CommuteStatus,
  type Hours,
  type PeriodInfo,
} from '@maru/api';

/** GET /hr/commute/status: the flags and times the attendance widget renders. */
export function fetchCommuteStatus(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<CommuteStatus> {
  return client.call(commuteStatus, { query: { offset }, signal });
}

/** POST /hr/commute/action: start/end of work, non-work or continued work. */
export async function sendCommuteAction(
  client: ApiClient,
  body: CommuteActionBody,
  signal: AbortSignal,
): Promise<boolean> {
  const result = await client.call(commuteAction, { body, signal });
  return result.success;
}

/** GET /hr/commute/hours: the week's hours (reloaded after every commute action). */
export function fetchCommuteHours(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<Hours> {
  return client.call(commuteHours, { query: { flexibleWorkUseFlag: 'N', offset }, signal });
}

/** GET /hr/worktime/current-period-info (reloaded after every commute action). */
export function fetchPeriodInfo(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<PeriodInfo> {
  return client.call(currentPeriodInfo, { query: { offset }, signal });
}
