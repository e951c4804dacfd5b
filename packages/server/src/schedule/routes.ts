import type { Hono } from 'hono';
import { monthlyEvents } from '@maru/api';
import { calendarDateIn, monthSpan, yearMonthOf } from '@maru/api/dates';
import { workTimeZoneOf } from '../commute/companyTimeZone';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';

/**
 * `GET /provider/event/monthly?month&offset`: the signed-in user's own linked calendar, the
 * month's events (from today on in the current month) by day and start. A user with no link
 * gets an empty list (there is no calendar to ask); a user whose only links have expired gets
 * the provider's failure, 502 with the external-service text, which the client keeps silent.
 */
export function registerScheduleRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, monthlyEvents, guards.self, async ({ query, c }) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const links = await db
      .selectFrom('calendar_links')
      .select(['provider', 'state'])
      .where('user_id', '=', userId)
      .execute();
    if (links.length === 0) return { payload: { data: [] } };
    const providers = links.filter((link) => link.state === 'linked').map((link) => link.provider);
    if (providers.length === 0) return errorResponse(c, 502, 'error.externalService', 'server');

    const today = calendarDateIn(c.get('now'), await workTimeZoneOf(db, userId));
    const month = query.month ?? yearMonthOf(today);
    const { first: monthStart, last } = monthSpan(month);
    // The current month from today on; another month whole.
    const first = month === yearMonthOf(today) ? today : monthStart;
    const rows = await db
      .selectFrom('calendar_events')
      .select(['event_id', 'summary', 'start_at', 'standard_date', 'html_link'])
      .where('user_id', '=', userId)
      .where('provider', 'in', providers)
      .where('standard_date', '>=', first)
      .where('standard_date', '<=', last)
      .orderBy('standard_date')
      .orderBy('start_at')
      .orderBy('event_id')
      .execute();
    return {
      payload: {
        data: rows.map((row) => ({
          standardDate: row.standard_date,
          event: {
            id: row.event_id,
            summary: row.summary,
            startAt: row.start_at,
            htmlLink: row.html_link,
          },
        })),
      },
    };
  });
}
