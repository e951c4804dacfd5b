import { HttpResponse, type HttpHandler } from 'msw';
import { monthlyEvents, monthlyEventsQuerySchema, type ScheduleEntry } from '../contract';
import { calendarDateIn, DEFAULT_TIME_ZONE, yearMonthOf } from '../dates';
import { calendarEventsFor, calendarLinks, FIXTURE_NOW } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import { createMockSession, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface ScheduleMockOptions extends MockBaseOptions {
  /** The signed-in user, whose linked calendar is listed; default minjun.kim (google). */
  session?: MockSession;
  /** The mock's "now" in unix seconds; default the fixtures' 2026-11-20 09:00 KST. */
  now?: number;
  /** Answer these entries instead of the user's calendar (an empty list for the empty state). */
  entries?: ScheduleEntry[];
  /** Answer the provider's failure (502, external service error), as an expired link does. */
  failProvider?: boolean;
}

/** The provider's refusal: the catalogue's external-service text, status 502. */
function providerFailure(request: Request): Response {
  return HttpResponse.json(
    metaErrorBody('EXTERNAL_SERVICE', 'provider', 'error.externalService', requestLocale(request)),
    { status: 502 },
  );
}

/**
 * `GET /provider/event/monthly` over the fixtures, like the reference server: the linked
 * calendar's events of the month from today on; an unlinked user gets an empty list, an
 * expired link the provider's failure (502).
 */
export function scheduleHandlers(options: ScheduleMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const now = options.now ?? FIXTURE_NOW;
  return [
    endpointHandler(
      monthlyEvents,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        const query = readQuery(request, monthlyEventsQuerySchema, requestLocale(request));
        if (!query.ok) return query.response;
        if (options.failProvider) return providerFailure(request);
        if (options.entries) return HttpResponse.json({ payload: { data: options.entries } });
        const today = calendarDateIn(now, DEFAULT_TIME_ZONE);
        const month = query.data.month ?? yearMonthOf(today);
        const link = calendarLinks.find((candidate) => candidate.userId === employee.userId);
        if (!link) return HttpResponse.json({ payload: { data: [] } });
        if (link.state === 'expired') return providerFailure(request);
        const data = calendarEventsFor(employee.userId, link.provider, month).filter(
          (entry) => entry.standardDate >= today,
        );
        return HttpResponse.json({ payload: { data } });
      },
      options,
    ),
  ];
}
