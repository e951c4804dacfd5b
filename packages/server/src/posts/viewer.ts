import type { Context } from 'hono';
import type { Locale } from '@maru/api';
import type { Employee } from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { menuEventsByMenu } from '../shell/permissions';
import { currentStudioOf } from '../shell/studios';
import { timeZoneOfStudio } from '../commute/companyTimeZone';

/**
 * Who is reading the home lists: the employee, the company they currently work in, the
 * request's language and the boards they may read (R). Every list query is scoped by these,
 * so a post on a board the user may not read, or of another company, never leaves the server.
 */
export interface Viewer {
  employee: Employee;
  studioId: string;
  /** The current company's time zone: its calendar days bound the search periods. */
  timeZone: string;
  locale: Locale;
  readableMenuIds: number[];
}

/** The signed-in viewer, or the 401 answer when the session outlived the employee. */
export async function viewerOf(c: Context<AppEnv>): Promise<Viewer | Response> {
  const db = c.get('db');
  const employee = await findEmployee(db, c.get('userId'));
  if (!employee) return errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
  const studio = await currentStudioOf(db, employee.userId);
  const events = await menuEventsByMenu(db, employee);
  const studioId = studio?.dlId ?? employee.studioId;
  return {
    employee,
    studioId,
    timeZone: await timeZoneOfStudio(db, studioId),
    locale: requestLocale(c.req.header('Lang')),
    readableMenuIds: [...events].flatMap(([menuId, held]) => (held.includes('R') ? [menuId] : [])),
  };
}
