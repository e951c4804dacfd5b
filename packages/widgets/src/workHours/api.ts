import { currentDate, type ApiClient } from '@maru/api';

/** GET /hr/commute/currentDate: today's work day on the server's clock. */
export async function fetchCurrentWorkDate(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<string> {
  const { date } = await client.call(currentDate, { query: { offset }, signal });
  return date;
}
