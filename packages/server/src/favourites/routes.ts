import type { Context, Hono } from 'hono';
import {
  applySelection,
  favouriteListsOf,
  favouriteMenus,
  favouriteProblemText,
  homeMenuTree,
  orderProblems,
  saveFavouriteMenus,
  saveFavouriteOrder,
  selectionProblems,
  type FavouriteProblem,
} from '@maru/api';
import type { Employee } from '@maru/api/domain';
import { findEmployee } from '../db/employees';
import { guards } from '../http/guards';
import { registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse, validationError } from '../http/errors';
import { requestLocale } from '../http/language';
import {
  favouriteCandidatesOf,
  favouriteItems,
  homeMenusOf,
  listsOfStored,
  storedFavourites,
  writeFavourites,
} from './repository';

async function signedInEmployee(c: Context<AppEnv>): Promise<Employee | Response> {
  const employee = await findEmployee(c.get('db'), c.get('userId'));
  return employee ?? errorResponse(c, 401, 'error.unauthorized', 'unauthorized');
}

/** 400 naming every rule the save breaks, in the request's language; nothing was written. */
function refused(c: Context<AppEnv>, problems: readonly FavouriteProblem[]): Response {
  const locale = requestLocale(c.req.header('Lang'));
  return validationError(
    c,
    problems.map((problem) => ({ field: 'body', message: favouriteProblemText(problem, locale) })),
  );
}

/**
 * What the signed-in employee's favourites are now: the menus they may hold (by id), and their
 * stored favourites among those (a menu closed to them since is neither shown nor counted).
 */
async function favouritesContext(c: Context<AppEnv>, employee: Employee) {
  const db = c.get('db');
  const candidates = await favouriteCandidatesOf(db, employee, requestLocale(c.req.header('Lang')));
  const stored = (await storedFavourites(db, employee.userId)).filter((entry) =>
    candidates.has(entry.menuId),
  );
  return { candidates, stored };
}

/**
 * The favourites calls (spec 02 §7), always on the signed-in employee's own favourites. The
 * server applies every limit itself (spec 02 §5, §6, §9): only readable menus, at most 15, at
 * most 9 shortcuts, fixed menus kept; a refused save writes nothing.
 */
export function registerFavouritesRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, homeMenuTree, guards.signedIn, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    return homeMenusOf(c.get('db'), employee, requestLocale(c.req.header('Lang')));
  });

  registerEndpoint(app, favouriteMenus, guards.self, async ({ c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const { candidates, stored } = await favouritesContext(c, employee);
    return favouriteItems(stored, candidates);
  });

  registerEndpoint(app, saveFavouriteMenus, guards.self, async ({ body, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const { candidates, stored } = await favouritesContext(c, employee);
    const selected = body.map((item) => item.menuId);
    const problems = selectionProblems(selected, {
      readable: new Set(candidates.keys()),
      fixed: stored.filter((entry) => entry.defaultFlag === 1).map((entry) => entry.menuId),
    });
    if (problems.length > 0) return refused(c, problems);
    const lists = applySelection(listsOfStored(stored), selected);
    await writeFavourites(c.get('db'), employee.userId, lists, c.get('now'));
    return favouriteItems(await storedFavourites(c.get('db'), employee.userId), candidates);
  });

  registerEndpoint(app, saveFavouriteOrder, guards.self, async ({ body, c }) => {
    const employee = await signedInEmployee(c);
    if (employee instanceof Response) return employee;
    const { candidates, stored } = await favouritesContext(c, employee);
    const problems = orderProblems(
      body,
      stored.map((entry) => entry.menuId),
    );
    if (problems.length > 0) return refused(c, problems);
    const order = favouriteListsOf(body);
    await writeFavourites(
      c.get('db'),
      employee.userId,
      {
        shortcut: order.shortcut.map((item) => item.menuId),
        panel: order.panel.map((item) => item.menuId),
      },
      c.get('now'),
    );
    return favouriteItems(await storedFavourites(c.get('db'), employee.userId), candidates);
  });
}
