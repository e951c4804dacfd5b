import { HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  changeCurrentStudio,
  cloudLogo,
  financeCheck,
  gaPrivilegedCheck,
  menuAccess,
  menuAccessBodySchema,
  menuEvents,
  menuEventsByUrl,
  sideMenu,
  topMenus,
  unreadCount,
  userStudios,
  type UnreadCounts,
} from '../contract';
import type { Employee } from '../domain';
import {
  cloudLogos,
  menuEventsFor,
  menuEventsForUrl,
  sideMenuFor,
  topMenusFor,
  unreadCountsFor,
  userStudiosFor,
} from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import { createMockSession, signedInEmployee, unauthorized, type MockSession } from './mockSession';
import { parseInput, readBody, readQuery } from './readBody';

export interface ShellMockOptions extends MockBaseOptions {
  /** The signed-in user, shared with the session handlers; default a fresh minjun.kim session. */
  session?: MockSession;
  /** Answer these counts instead of the signed-in user's fixture counts. */
  unreadCounts?: UnreadCounts;
  /** Make every unread-count call fail with 500 (polling-failure tests, spec 01 §4). */
  failUnreadCount?: boolean;
}

type Resolver = Parameters<typeof endpointHandler>[1];
type ResolverInfo = Parameters<Resolver>[0];

/** The schema an endpoint declares for its params or query; every shell call that reads one has it. */
function declared<S extends z.ZodMiniType>(schema: S | undefined, what: string): S {
  if (!schema) throw new Error(`the contract declares no ${what}`);
  return schema;
}

/**
 * The shell calls of `contract/shell.ts` over the fixtures, for whoever the session says is
 * signed in (401 when nobody is): finance and GA checks from the employee's flags, logos,
 * companies and the company switch (only to one of the user's companies, else 403), the
 * visible menus in the request's language, menu events by id and by URL, the access log and
 * the unread counts. Bad params, queries and bodies answer 400 like the reference server.
 */
export function shellHandlers(options: ShellMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession();

  /** Runs `answer` for the signed-in employee, or answers 401. */
  const signedIn =
    (answer: (employee: Employee, info: ResolverInfo) => Response | Promise<Response>): Resolver =>
    (info) => {
      const employee = signedInEmployee(session);
      return employee ? answer(employee, info) : unauthorized(info.request);
    };

  return [
    endpointHandler(
      financeCheck,
      signedIn((employee) => HttpResponse.json(employee.isFinanceAdmin)),
      options,
    ),
    endpointHandler(
      gaPrivilegedCheck,
      signedIn((employee) => HttpResponse.json(employee.isGaPrivileged)),
      options,
    ),
    endpointHandler(
      cloudLogo,
      signedIn((employee) => {
        const own = new Set(userStudiosFor(employee.userId).map((studio) => studio.dlId));
        return HttpResponse.json(cloudLogos.filter((logo) => own.has(logo.companyId)));
      }),
      options,
    ),
    endpointHandler(
      userStudios,
      signedIn((employee, { request }) =>
        HttpResponse.json(userStudiosFor(employee.userId, requestLocale(request))),
      ),
      options,
    ),
    endpointHandler(
      changeCurrentStudio,
      signedIn((employee, { request }) => {
        const locale = requestLocale(request);
        const query = readQuery(request, declared(changeCurrentStudio.query, 'query'), locale);
        if (!query.ok) return query.response;
        const { orgId } = query.data;
        if (!userStudiosFor(employee.userId).some((studio) => studio.dlId === orgId)) {
          return HttpResponse.json(metaErrorBody('FORBIDDEN', 'auth', 'error.forbidden', locale), {
            status: 403,
          });
        }
        session.currentStudioId = orgId;
        return HttpResponse.json({ success: true });
      }),
      options,
    ),
    endpointHandler(
      topMenus,
      signedIn((employee, { request }) =>
        HttpResponse.json(topMenusFor(employee, requestLocale(request))),
      ),
      options,
    ),
    endpointHandler(
      sideMenu,
      signedIn((employee, { request, params }) => {
        const locale = requestLocale(request);
        const parsed = parseInput(params, declared(sideMenu.params, 'params'), locale);
        if (!parsed.ok) return parsed.response;
        return HttpResponse.json(sideMenuFor(parsed.data.menuKey, employee, locale));
      }),
      options,
    ),
    endpointHandler(
      menuEvents,
      signedIn((employee, { request, params }) => {
        const locale = requestLocale(request);
        const parsed = parseInput(params, declared(menuEvents.params, 'params'), locale);
        if (!parsed.ok) return parsed.response;
        const query = readQuery(request, declared(menuEvents.query, 'query'), locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(menuEventsFor(employee, parsed.data.menuId));
      }),
      options,
    ),
    endpointHandler(
      menuEventsByUrl,
      signedIn((employee, { request }) => {
        const locale = requestLocale(request);
        const query = readQuery(request, declared(menuEventsByUrl.query, 'query'), locale);
        if (!query.ok) return query.response;
        return HttpResponse.json(menuEventsForUrl(employee, query.data.url));
      }),
      options,
    ),
    endpointHandler(
      menuAccess,
      signedIn(async (_employee, { request }) => {
        const parsed = await readBody(request, menuAccessBodySchema, requestLocale(request));
        if (!parsed.ok) return parsed.response;
        session.menuAccessLog.push(parsed.data);
        return HttpResponse.json({ success: true });
      }),
      options,
    ),
    endpointHandler(
      unreadCount,
      signedIn((employee, { request }) => {
        if (options.failUnreadCount) return new HttpResponse(null, { status: 500 });
        const query = readQuery(
          request,
          declared(unreadCount.query, 'query'),
          requestLocale(request),
        );
        if (!query.ok) return query.response;
        const counts = options.unreadCounts ?? unreadCountsFor(employee.userId);
        const { system } = query.data;
        return HttpResponse.json(system ? { ...counts, unread: counts[system] } : counts);
      }),
      options,
    ),
  ];
}
