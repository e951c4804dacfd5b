import { HttpResponse, type HttpHandler } from 'msw';
import { absentees, absenteesQuerySchema, type AbsenteeDay } from '../contract';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../dates';
import { absenteeDayFor, FIXTURE_NOW } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface AbsenteesMockOptions extends MockBaseOptions {
  /** The signed-in user (their current company is the one listed); default minjun.kim. */
  session?: MockSession;
  /** The mock's "now" in unix seconds; default the fixtures' 2026-11-20 09:00 KST. */
  now?: number;
  /** Answer these days instead of the fixtures' absentees (an empty list for the empty state). */
  days?: AbsenteeDay[];
}

/**
 * `GET /ess/absentee` over the fixtures: today's absentees of the signed-in user's current
 * company (401 when nobody is signed in, 400 for a bad offset), like the reference server.
 */
export function absenteeHandlers(options: AbsenteesMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const now = options.now ?? FIXTURE_NOW;
  return [
    endpointHandler(
      absentees,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        const locale = requestLocale(request);
        const query = readQuery(request, absenteesQuerySchema, locale);
        if (!query.ok) return query.response;
        if (options.days) return HttpResponse.json(options.days);
        // The demo company's clock, as the server's (the client's offset moves nothing).
        const today = calendarDateIn(now, DEFAULT_TIME_ZONE);
        return HttpResponse.json([
          absenteeDayFor(today, currentStudioOf(session, employee), locale),
        ]);
      },
      options,
    ),
  ];
}
