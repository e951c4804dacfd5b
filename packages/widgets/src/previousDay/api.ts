import { previousDay, type ApiClient, type PreviousDay } from '@maru/api';

/** GET /hr/commute/previous-day (path chosen by us): the previous work day's record. */
export function fetchPreviousDay(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<PreviousDay> {
  return client.call(previousDay, { query: { offset }, signal });
}
