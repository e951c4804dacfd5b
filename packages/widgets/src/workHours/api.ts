import { commuteSettings, currentDate, type ApiClient, type CommuteSettings } from '@maru/api';

/** GET /hr/commute/currentDate: today's work day on the server's clock. */
export async function fetchCurrentWorkDate(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<string> {
  const { date } = await client.call(currentDate, { query: { offset }, signal });
  return date;
}

/** GET /hr/commute/settings: the work code and overtime type of a day. */
export function fetchCommuteSettings(
  client: ApiClient,
  ymd: string,
  signal: AbortSignal,
): Promise<CommuteSettings> {
  return client.call(commuteSettings, { query: { ymd }, signal });
}
