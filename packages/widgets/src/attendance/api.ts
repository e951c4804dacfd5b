import {
  commuteAction,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentPeriodInfo,
  extendedWorkCheck,
  myProfile,
  previousDay,
  serverTimestamp,
  type ApiClient,
  type CommuteActionBody,
  type CommuteSettings,
  type CommuteStatus,
  type ExtendedWorkCheck,
  type Hours,
  type PeriodInfo,
  type PreviousDay,
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

/** GET /hr/commute/previous-day (path chosen by us): the previous work day's record. */
export function fetchPreviousDay(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<PreviousDay> {
  return client.call(previousDay, { query: { offset }, signal });
}

/** GET /hr/commute/settings: the work day's settings (extended-work flags for a leave). */
export function fetchCommuteSettings(
  client: ApiClient,
  ymd: string,
  signal: AbortSignal,
): Promise<CommuteSettings> {
  return client.call(commuteSettings, { query: { ymd }, signal });
}

/**
 * GET /hr/commute/extendedWorkCheck/widget for `userId`, or for the signed-in user read from
 * the profile call when the host did not pass one.
 */
export async function fetchExtendedWorkCheck(
  client: ApiClient,
  userId: string | undefined,
  offset: number,
  signal: AbortSignal,
): Promise<ExtendedWorkCheck> {
  const id = userId ?? (await client.call(myProfile, { signal })).userId;
  return client.call(extendedWorkCheck, { query: { userId: id, offset }, signal });
}

/** GET /timestamp: the server's clock in unix seconds. */
export async function fetchServerTime(client: ApiClient, signal: AbortSignal): Promise<number> {
  return (await client.call(serverTimestamp, { signal })).timestamp;
}
