import { monthlyEvents, type ApiClient, type ScheduleEntry } from '@maru/api';

/**
 * GET /provider/event/monthly: the linked calendar's events of this month from today on.
 * A provider call: its failures reach only this widget, never the portal's alert.
 */
export async function fetchMonthlyEvents(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<ScheduleEntry[]> {
  const answer = await client.call(monthlyEvents, { query: { offset }, signal });
  return answer.payload.data;
}
