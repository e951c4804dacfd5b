import { absentees, type AbsenteeDay, type ApiClient } from '@maru/api';

/** GET /ess/absentee: today's absentees of the user's current company. */
export function fetchAbsentees(
  client: ApiClient,
  offset: number,
  signal: AbortSignal,
): Promise<AbsenteeDay[]> {
  return client.call(absentees, { query: { offset }, signal });
}
