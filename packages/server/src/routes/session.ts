import type { Hono } from 'hono';
import { cloudInfo, hrAdminCheck, myProfile } from '@maru/api';
import { profileOf } from '@maru/api/domain';
import { sessionTokenOf } from '../auth/sessionCookie';
import { sessionUser } from '../auth/sessions';
import { findEmployee } from '../db/employees';
import { profileNamesOf } from '../directory/departmentNames';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { groupMailOf } from '../memberProfile/repository';
import { calendarLinksOf } from '../schedule/links';
import { cloudInfoFor } from '../shell/cloud';
import { currentStudioOf, DEFAULT_STUDIO_ID } from '../shell/studios';

/** Session start calls: cloud info (anonymous), the signed-in user's profile, HR-admin check. */
export function registerSessionRoutes(app: Hono<AppEnv>): void {
  // Anonymous, so the session middleware did not run: a signed-in caller gets the settings of
  // the company they currently work in, anyone else the default company's.
  registerEndpoint(app, cloudInfo, guards.anonymous, async ({ c }) => {
    const db = c.get('db');
    const userId = await sessionUser(db, sessionTokenOf(c), c.get('now'));
    const studio = userId ? await currentStudioOf(db, userId) : null;
    return cloudInfoFor(db, studio?.dlId ?? DEFAULT_STUDIO_ID);
  });

  registerEndpoint(app, myProfile, guards.self, async ({ c }) => {
    const db = c.get('db');
    const employee = await findEmployee(db, c.get('userId'));
    if (!employee) return errorResponse(c, 404, 'error.userInfoUnavailable', 'notFound');
    const locale = requestLocale(c.req.header('Lang'));
    // Null only when the employee's company row is gone: no profile can be built without it.
    const currentStudio = await currentStudioOf(db, employee.userId);
    if (!currentStudio) return errorResponse(c, 404, 'error.userInfoUnavailable', 'notFound');
    return profileOf(employee, {
      names: await profileNamesOf(db, employee, locale),
      groupEmail: await groupMailOf(db, employee.organizationId),
      currentStudio,
      calendarLinks: await calendarLinksOf(db, employee.userId),
    });
  });

  // The server decides from its own data; the UI hiding the HR channel is not the protection.
  registerEndpoint(app, hrAdminCheck, guards.self, async ({ c }) => {
    const employee = await findEmployee(c.get('db'), c.get('userId'));
    return employee?.hrUserAdminFlag === true;
  });
}
