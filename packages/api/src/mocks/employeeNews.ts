import { HttpResponse, type HttpHandler } from 'msw';
import { employeeNews, employeeNewsQuerySchema, type EmployeeNewsItem } from '../contract';
import { calendarDateIn, DEFAULT_TIME_ZONE } from '../dates';
import { employeeNewsFor, FIXTURE_NOW } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { createMockSession, currentStudioOf, signedInEmployee, unauthorized } from './mockSession';
import type { MockSession } from './mockSession';
import { readQuery } from './readBody';

export interface EmployeeNewsMockOptions extends MockBaseOptions {
  /** The signed-in user (their current company's news is listed); default minjun.kim. */
  session?: MockSession;
  /** The mock's "now" in unix seconds; default the fixtures' 2026-11-20 09:00 KST. */
  now?: number;
  /** Answer these items instead of the fixtures' news (an empty list for the empty state). */
  items?: EmployeeNewsItem[];
}

/**
 * `GET /hr/ess/employeeinfo/news` over the fixtures: the current company's news from a week
 * ago to a month ahead, paged by `page` and `limit` (400 for bad ones, 401 signed out).
 */
export function employeeNewsHandlers(options: EmployeeNewsMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const now = options.now ?? FIXTURE_NOW;
  return [
    endpointHandler(
      employeeNews,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        const locale = requestLocale(request);
        const query = readQuery(request, employeeNewsQuerySchema, locale);
        if (!query.ok) return query.response;
        const all =
          options.items ??
          employeeNewsFor(
            calendarDateIn(now, DEFAULT_TIME_ZONE),
            currentStudioOf(session, employee),
            locale,
          );
        const { page, limit } = query.data;
        const items = all.slice((page - 1) * limit, page * limit);
        return HttpResponse.json({ items, totalCount: all.length });
      },
      options,
    ),
  ];
}
