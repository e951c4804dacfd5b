import type { Context, Hono } from 'hono';
import {
  changeCurrentStudio,
  cloudLogo,
  financeCheck,
  gaPrivilegedCheck,
  menuAccess,
  menuEvents,
  menuEventsByUrl,
  sideMenu,
  topMenus,
  unreadCount,
  userStudios,
} from '@maru/api';
import type { Employee } from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';
import { requestLocale } from '../http/language';
import { recordMenuAccess } from './accessLog';
import { cloudInfoFor, cloudLogos } from './cloud';
import { menuTreeFor } from './menus';
import { unreadCountsOf } from './notifications';
import { menuEventsForUrl, menuEventsOf } from './permissions';
import { currentStudioOf, switchCurrentStudio, userStudiosOf } from './studios';

/** The signed-in employee, or the 401 answer when the session outlived the employee. */
async function signedInEmployee(c: Context<AppEnv>): Promise<Employee | Response> {
  const employee = await findEmployee(c.get('db'), c.get('userId'));
  return employee ?? errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
}

/**
 * The shell's calls (spec 01 §7, spec 02 §7). Every answer is computed from the database for
 * the signed-in user: the server decides permissions, the portal only hides what it is told.
 */
export function registerShellRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, financeCheck, guards.self, async ({ c }) => {
    const employee = await signedInEmployee(c);
    return employee instanceof Response ? employee : employee.isFinanceAdmin;
  });

  // GA exists only for cloud tenants that use it: elsewhere the question itself is refused
  // (the portal asks only when both are on, so a 403 here means a client out of step).
  registerEndpoint(app, gaPrivilegedCheck, guards.self, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const studio = await currentStudioOf(c.get('db'), employee.userId);
    const cloud = await cloudInfoFor(c.get('db'), studio?.dlId ?? employee.studioId);
    if (!cloud.isCloud || !cloud.useGa) {
      return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    }
    return employee.isGaPrivileged;
  });

  // Only the companies the user belongs to: other tenants' branding is not theirs to see.
  registerEndpoint(app, cloudLogo, guards.signedIn, async ({ c }) => {
    const studios = await userStudiosOf(c.get('db'), c.get('userId'), 'ko');
    return cloudLogos(
      c.get('db'),
      studios.map((studio) => studio.dlId),
    );
  });

  registerEndpoint(app, userStudios, guards.self, ({ c }) =>
    userStudiosOf(c.get('db'), c.get('userId'), requestLocale(c.req.header('Lang'))),
  );

  registerEndpoint(app, changeCurrentStudio, guards.self, async ({ query, c }) => {
    const switched = await switchCurrentStudio(
      c.get('db'),
      c.get('userId'),
      query.orgId,
      c.get('now'),
    );
    if (!switched) return errorResponse(c, 403, 'error.forbidden', 'forbidden');
    return { success: true };
  });

  registerEndpoint(app, topMenus, guards.signedIn, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return menuTreeFor(c.get('db'), employee, { top: true }, requestLocale(c.req.header('Lang')));
  });

  registerEndpoint(app, sideMenu, guards.signedIn, async ({ params, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return menuTreeFor(
      c.get('db'),
      employee,
      { under: Number(params.menuKey) },
      requestLocale(c.req.header('Lang')),
    );
  });

  registerEndpoint(app, menuEvents, guards.signedIn, async ({ params, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return menuEventsOf(c.get('db'), employee, params.menuId);
  });

  registerEndpoint(app, menuEventsByUrl, guards.signedIn, async ({ query, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return menuEventsForUrl(c.get('db'), employee, query.url);
  });

  registerEndpoint(app, menuAccess, guards.self, async ({ body, c }) => {
    await recordMenuAccess(c.get('db'), c.get('userId'), body, c.get('now'));
    return { success: true };
  });

  registerEndpoint(app, unreadCount, guards.self, ({ query, c }) =>
    unreadCountsOf(c.get('db'), c.get('userId'), query.system),
  );
}
