import type { Context, Hono } from 'hono';
import {
  allCommandMenus,
  favoriteCommandMenus,
  resetCommandMenuAccess,
  starCommandMenu,
  type CommandMenuKey,
} from '@maru/api';
import type { Employee } from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse, validationError } from '../http/errors';
import { requestLocale } from '../http/language';
import { messageText } from '../http/messages';
import { canOpenMenu, commandMenusOf, favoriteMenusOf, resetAccess, setStar } from './repository';

async function signedInEmployee(c: Context<AppEnv>): Promise<Employee | Response> {
  const employee = await findEmployee(c.get('db'), c.get('userId'));
  return employee ?? errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
}

/**
 * 400 for a menu the employee cannot open. An unknown menu and a closed one get the same
 * answer, so the call cannot be used to learn which menus exist.
 */
async function refuseUnopenable(
  c: Context<AppEnv>,
  employee: Employee,
  key: CommandMenuKey,
): Promise<Response | null> {
  if (await canOpenMenu(c.get('db'), employee, key)) return null;
  const message = messageText('error.invalidMenuId', requestLocale(c.req.header('Lang')));
  return validationError(c, [{ field: 'menuPath', message }]);
}

/**
 * The command palette's menu calls (spec 01 §2, §7), always on the signed-in employee's own
 * stars and visits. The visits themselves are the shell's access log (`POST /common/menus/access`).
 */
export function registerCommandMenuRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, allCommandMenus, guards.signedIn, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return commandMenusOf(c.get('db'), employee, requestLocale(c.req.header('Lang')));
  });

  registerEndpoint(app, favoriteCommandMenus, guards.self, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return favoriteMenusOf(c.get('db'), employee, requestLocale(c.req.header('Lang')));
  });

  registerEndpoint(app, starCommandMenu, guards.self, async ({ body, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const refused = await refuseUnopenable(c, employee, body);
    if (refused) return refused;
    await setStar(c.get('db'), employee.userId, body, body.enabledFlag === 1, c.get('now'));
    return { success: true };
  });

  registerEndpoint(app, resetCommandMenuAccess, guards.self, async ({ body, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const refused = await refuseUnopenable(c, employee, body);
    if (refused) return refused;
    await resetAccess(c.get('db'), employee.userId, body, c.get('now'));
    return { success: true };
  });
}
