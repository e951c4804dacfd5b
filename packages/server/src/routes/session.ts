import type { Hono } from 'hono';
import { cloudInfo, hrAdminCheck, myProfile } from '@maru/api';
import { cloudInfoFixture, profileFor } from '@maru/api/fixtures';
import { findEmployee } from '../db/employees';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';

/** Session start calls: cloud info (anonymous), the signed-in user's profile, HR-admin check. */
export function registerSessionRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, cloudInfo, () => Promise.resolve(cloudInfoFixture));

  registerEndpoint(app, myProfile, async ({ c }) => {
    const employee = await findEmployee(c.get('db'), c.get('userId'));
    if (!employee) return errorResponse(c, 404, 'error.userInfoUnavailable', 'notFound');
    return profileFor(employee, requestLocale(c.req.header('Lang')));
  });

  // The server decides from its own data; the UI hiding the HR channel is not the protection.
  registerEndpoint(app, hrAdminCheck, async ({ c }) => {
    const employee = await findEmployee(c.get('db'), c.get('userId'));
    return employee?.hrUserAdminFlag === true;
  });
}
