import type { Hono } from 'hono';
import { employeeNews, type EmployeeNewsKind } from '@maru/api';
import { calendarDateIn } from '@maru/api/dates';
import { employeeNewsItemFor, newsOccurrences, newsWindow } from '@maru/api/domain';
import { peopleOfStudio } from '../absentees/people';
import { timeZoneOfStudio } from '../commute/companyTimeZone';
import { companyNamesOf } from '../directory/companyNames';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { requestLocale } from '../http/language';
import { currentStudioOf } from '../shell/studios';

/**
 * `GET /hr/ess/employeeinfo/news?page&limit`: the news of the caller's current company from a
 * week ago to a month ahead of today (the server clock in the company's time zone): public birthdays, work
 * anniversaries, weddings and transfers in, by date; paged, with the total count.
 */
export function registerEmployeeNewsRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, employeeNews, guards.signedIn, async ({ query, c }) => {
    const db = c.get('db');
    const studio = await currentStudioOf(db, c.get('userId'));
    if (!studio) return { items: [], totalCount: 0 };
    const locale = requestLocale(c.req.header('Lang'));
    const today = calendarDateIn(c.get('now'), await timeZoneOfStudio(db, studio.dlId));
    const window = newsWindow(today);
    const people = await peopleOfStudio(db, studio.dlId);
    const facts = await db
      .selectFrom('employee_facts')
      .innerJoin('employees', 'employees.user_id', 'employee_facts.user_id')
      .selectAll('employee_facts')
      .where('employees.studio_id', '=', studio.dlId)
      .execute();
    const events = await db
      .selectFrom('employee_events')
      .selectAll()
      .where('studio_id', '=', studio.dlId)
      .where('ymd', '>=', window.first)
      .where('ymd', '<=', window.last)
      .execute();
    const companyNames = await companyNamesOf(
      db,
      events.flatMap((event) => event.from_studio_id ?? []),
      locale,
    );
    const occurrences = newsOccurrences(
      facts.map((fact) => ({
        userId: fact.user_id,
        birthDate: fact.birth_date,
        birthdayPublic: fact.birthday_public === 1,
        hireDate: fact.hire_date,
      })),
      events.flatMap((event) =>
        event.kind === 'WEDDING' || event.kind === 'BBOARD'
          ? [
              {
                userId: event.user_id,
                kind: event.kind as Extract<EmployeeNewsKind, 'WEDDING' | 'BBOARD'>,
                ymd: event.ymd,
                studioId: event.studio_id,
                fromStudioId: event.from_studio_id,
              },
            ]
          : [],
      ),
      window,
    );
    const all = occurrences.flatMap((occurrence) => {
      const person = people.get(occurrence.userId);
      return person ? [employeeNewsItemFor(occurrence, person, locale, companyNames)] : [];
    });
    const start = (query.page - 1) * query.limit;
    return { items: all.slice(start, start + query.limit), totalCount: all.length };
  });
}
