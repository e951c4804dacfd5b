import type { Harness } from '../testing/harness';
import { seedPeople } from './peopleSeed';

/**
 * Test helper: sets the server clock and re-seeds the people widgets' dated demo data for
 * that moment (the harness seeded it for the real day), so answers can be compared with the
 * fixtures of the same day.
 */
export async function peopleAt(h: Harness, iso: string): Promise<void> {
  await h.db.deleteFrom('absences').execute();
  await h.db.deleteFrom('employee_events').execute();
  await h.db.deleteFrom('calendar_events').execute();
  h.setTime(iso);
  await seedPeople(h.db, () => new Date(iso));
}

/** The JSON body of a response after checking its status. */
export async function jsonOf(response: Response, status = 200): Promise<unknown> {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  }
  return response.json();
}
