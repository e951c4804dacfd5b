import { HttpResponse, type HttpHandler } from 'msw';
import {
  applySelection,
  favouriteListsOf,
  favouriteMenuOf,
  favouriteMenus,
  favouriteOrderBodySchema,
  favouriteProblemText,
  favouriteSelectionBodySchema,
  homeMenuTree,
  orderProblems,
  saveFavouriteMenus,
  saveFavouriteOrder,
  selectionProblems,
  type FavouriteLists,
  type FavouriteMenu,
  type FavouriteProblem,
  type Locale,
} from '../contract';
import { favouriteCandidates, type Employee } from '../domain';
import { favouritesFor, homeMenusFor } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { validationErrorBody } from './errorBodies';
import { createMockSession, signedInEmployee, unauthorized, type MockSession } from './mockSession';
import { readBody } from './readBody';

export interface FavouritesMockOptions extends MockBaseOptions {
  /** Who is signed in; default a fresh minjun.kim session. */
  session?: MockSession;
  /** Start from these favourites instead of the signed-in user's fixture ones. */
  favourites?: readonly FavouriteMenu[];
  /** Every save (POST and PUT) answers 500 and changes nothing: the unsaved-arrangement state. */
  failSaves?: boolean;
}

type Resolver = Parameters<typeof endpointHandler>[1];
type ResolverInfo = Parameters<Resolver>[0];

function refused(problems: readonly FavouriteProblem[], locale: Locale): Response {
  return HttpResponse.json(
    validationErrorBody(
      problems.map((problem) => ({
        path: ['body'],
        message: favouriteProblemText(problem, locale),
      })),
      locale,
    ),
    { status: 400 },
  );
}

/**
 * The favourites calls over one in-memory list per call of this function, with the reference
 * server's rules (`selectionProblems`, `orderProblems`, `applySelection` from the contract):
 * the chooser tree and the favourites of the signed-in user, names in the request's language.
 */
export function favouritesHandlers(options: FavouritesMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  let state: { lists: FavouriteLists<number>; fixed: Set<number>; seeded: string | null } | null =
    null;
  const given = new Map((options.favourites ?? []).map((item) => [item.menuId, item]));

  /** The list state, seeded on first use from the options or the signed-in user's fixture. */
  const stateOf = (employee: Employee) => {
    if (state === null || (options.favourites === undefined && state.seeded !== employee.userId)) {
      const initial = options.favourites ?? favouritesFor(employee.userId);
      const lists = favouriteListsOf(initial);
      state = {
        lists: {
          shortcut: lists.shortcut.map((item) => item.menuId),
          panel: lists.panel.map((item) => item.menuId),
        },
        fixed: new Set(initial.filter((item) => item.defaultFlag === 1).map((item) => item.menuId)),
        seeded: employee.userId,
      };
    }
    return state;
  };

  const listOf = (employee: Employee, locale: Locale): FavouriteMenu[] => {
    const current = stateOf(employee);
    const candidates = new Map(
      favouriteCandidates(homeMenusFor(employee, locale)).map((node) => [node.menuId, node]),
    );
    const item = (menuId: number, shortcut: boolean, index: number): FavouriteMenu[] => {
      const place = { shortcut, sortNo: index + 1, fixed: current.fixed.has(menuId) };
      const node = candidates.get(menuId);
      if (node) return [favouriteMenuOf(node, place)];
      const known = given.get(menuId);
      return known ? [{ ...known, shortcutLinkFlag: shortcut ? 1 : 0, sortNo: place.sortNo }] : [];
    };
    return [
      ...current.lists.shortcut.flatMap((id, index) => item(id, true, index)),
      ...current.lists.panel.flatMap((id, index) => item(id, false, index)),
    ];
  };

  const signedIn =
    (answer: (employee: Employee, info: ResolverInfo) => Response | Promise<Response>): Resolver =>
    (info) => {
      const employee = signedInEmployee(session);
      return employee ? answer(employee, info) : unauthorized(info.request);
    };

  const readable = (employee: Employee, locale: Locale) =>
    new Set([
      ...favouriteCandidates(homeMenusFor(employee, locale)).map((node) => node.menuId),
      ...given.keys(),
    ]);

  return [
    endpointHandler(
      homeMenuTree,
      signedIn((employee, { request }) =>
        HttpResponse.json(homeMenusFor(employee, requestLocale(request))),
      ),
      options,
    ),
    endpointHandler(
      favouriteMenus,
      signedIn((employee, { request }) =>
        HttpResponse.json(listOf(employee, requestLocale(request))),
      ),
      options,
    ),
    endpointHandler(
      saveFavouriteMenus,
      signedIn(async (employee, { request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, favouriteSelectionBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (options.failSaves) return new HttpResponse(null, { status: 500 });
        const current = stateOf(employee);
        const selected = parsed.data.map((item) => item.menuId);
        const problems = selectionProblems(selected, {
          readable: readable(employee, locale),
          fixed: [...current.fixed],
        });
        if (problems.length > 0) return refused(problems, locale);
        current.lists = applySelection(current.lists, selected);
        return HttpResponse.json(listOf(employee, locale));
      }),
      options,
    ),
    endpointHandler(
      saveFavouriteOrder,
      signedIn(async (employee, { request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, favouriteOrderBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (options.failSaves) return new HttpResponse(null, { status: 500 });
        const current = stateOf(employee);
        const problems = orderProblems(parsed.data, [
          ...current.lists.shortcut,
          ...current.lists.panel,
        ]);
        if (problems.length > 0) return refused(problems, locale);
        const lists = favouriteListsOf(parsed.data);
        current.lists = {
          shortcut: lists.shortcut.map((item) => item.menuId),
          panel: lists.panel.map((item) => item.menuId),
        };
        return HttpResponse.json(listOf(employee, locale));
      }),
      options,
    ),
  ];
}
