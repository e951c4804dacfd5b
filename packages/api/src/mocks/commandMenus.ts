import { HttpResponse, type HttpHandler } from 'msw';
import {
  allCommandMenus,
  commandMenuKeyOf,
  commandMenuKeySchema,
  commandMenuStarBodySchema,
  favoriteCommandMenus,
  resetCommandMenuAccess,
  starCommandMenu,
  type CommandMenu,
  type CommandMenuKey,
  type Locale,
} from '../contract';
import type { Employee } from '../domain';
import { commandMenusFor, commandMenuStarSeeds, commandMenuVisitSeeds } from '../fixtures';
import { errorCatalogue } from '../errors';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { validationErrorBody } from './errorBodies';
import { createMockSession, signedInEmployee, unauthorized, type MockSession } from './mockSession';
import { readBody } from './readBody';

export interface CommandMenusMockOptions extends MockBaseOptions {
  /** Who is signed in; its `menuAccessLog` (the shell's access handler) counts as visits. */
  session?: MockSession;
  /** Start without the demo stars and visits (a first-time user). */
  fresh?: boolean;
  /** The two lists answer 500 (the palette then lists no menus, spec 01 §8). */
  failLists?: boolean;
}

/** "Now" of the demo visits: 2026-11-23 09:00 in Seoul, like the other mocks' mornings. */
const MOCK_NOW_SECONDS = Date.UTC(2026, 10, 23, 0, 0, 0) / 1000;

type Resolver = Parameters<typeof endpointHandler>[1];
type ResolverInfo = Parameters<Resolver>[0];

/**
 * The palette's menu calls over in-memory stars and visits (per call of this function), with
 * the reference server's rules: only menus the user may open can be starred or reset (400
 * otherwise, nothing changes); visits are the seeds plus every `POST /common/menus/access` of
 * the shared session; a reset hides a menu's visits until it is visited again.
 */
export function commandMenusHandlers(options: CommandMenusMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();
  const stars = new Map<string, string[]>();
  /** Per user and menu: how many log entries there were at its last reset. */
  const resets = new Map<string, Map<string, number>>();

  const starsOf = (userId: string): string[] => {
    let list = stars.get(userId);
    if (!list) {
      const seeds = options.fresh ? [] : (commandMenuStarSeeds[userId] ?? []);
      list = seeds.map(commandMenuKeyOf);
      stars.set(userId, list);
    }
    return list;
  };
  const resetsOf = (userId: string): Map<string, number> => {
    let map = resets.get(userId);
    if (!map) {
      map = new Map();
      resets.set(userId, map);
    }
    return map;
  };

  const visitsOf = (userId: string): Map<string, number> => {
    const reset = resetsOf(userId);
    const visits = new Map<string, number>();
    for (const seed of options.fresh ? [] : (commandMenuVisitSeeds[userId] ?? [])) {
      if (!reset.has(commandMenuKeyOf(seed))) {
        visits.set(commandMenuKeyOf(seed), MOCK_NOW_SECONDS - seed.secondsAgo);
      }
    }
    session.menuAccessLog.forEach((entry, index) => {
      const key = commandMenuKeyOf(entry);
      if (index >= (reset.get(key) ?? 0)) visits.set(key, MOCK_NOW_SECONDS + index + 1);
    });
    return visits;
  };

  const menusOf = (employee: Employee, locale: Locale): CommandMenu[] =>
    commandMenusFor(employee, locale, {
      starred: new Set(starsOf(employee.userId)),
      visits: visitsOf(employee.userId),
    });

  const signedIn =
    (answer: (employee: Employee, info: ResolverInfo) => Response | Promise<Response>): Resolver =>
    (info) => {
      const employee = signedInEmployee(session);
      return employee ? answer(employee, info) : unauthorized(info.request);
    };

  /** The 400 of a menu the user cannot open (unknown or closed alike: nothing leaks). */
  const unknownMenu = (locale: Locale) =>
    HttpResponse.json(
      validationErrorBody(
        [{ path: ['menuPath'], message: errorCatalogue[locale]['error.invalidMenuId'] }],
        locale,
      ),
      { status: 400 },
    );

  const known = (employee: Employee, key: CommandMenuKey) =>
    menusOf(employee, 'ko').some((menu) => commandMenuKeyOf(menu) === commandMenuKeyOf(key));

  return [
    endpointHandler(
      allCommandMenus,
      signedIn((employee, { request }) =>
        options.failLists
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(menusOf(employee, requestLocale(request))),
      ),
      options,
    ),
    endpointHandler(
      favoriteCommandMenus,
      signedIn((employee, { request }) => {
        if (options.failLists) return new HttpResponse(null, { status: 500 });
        const byKey = new Map(
          menusOf(employee, requestLocale(request)).map((menu) => [commandMenuKeyOf(menu), menu]),
        );
        return HttpResponse.json(
          starsOf(employee.userId).flatMap((key) => {
            const menu = byKey.get(key);
            return menu ? [menu] : [];
          }),
        );
      }),
      options,
    ),
    endpointHandler(
      starCommandMenu,
      signedIn(async (employee, { request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, commandMenuStarBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (!known(employee, parsed.data)) return unknownMenu(locale);
        const key = commandMenuKeyOf(parsed.data);
        const list = starsOf(employee.userId);
        // Starring twice keeps the first star's place; unstarring an unstarred menu is a no-op.
        const next =
          parsed.data.enabledFlag === 0
            ? list.filter((entry) => entry !== key)
            : list.includes(key)
              ? list
              : [...list, key];
        stars.set(employee.userId, next);
        return HttpResponse.json({ success: true });
      }),
      options,
    ),
    endpointHandler(
      resetCommandMenuAccess,
      signedIn(async (employee, { request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, commandMenuKeySchema, locale);
        if (!parsed.ok) return parsed.response;
        if (!known(employee, parsed.data)) return unknownMenu(locale);
        resetsOf(employee.userId).set(commandMenuKeyOf(parsed.data), session.menuAccessLog.length);
        return HttpResponse.json({ success: true });
      }),
      options,
    ),
  ];
}
