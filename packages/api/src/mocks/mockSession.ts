import { HttpResponse } from 'msw';
import type { MenuAccessBody } from '../contract';
import type { Employee } from '../domain';
import { demoAccounts, findEmployee } from '../fixtures';
import { requestLocale } from './endpointUrl';
import { metaErrorBody } from './errorBodies';

/**
 * Who the mocks think is signed in, shared by the session and shell handlers of one
 * `createHandlers()` call so a sign-in or a company switch is seen by every call.
 */
export interface MockSession {
  userId: string | null;
  /** The company switched to (spec 01 §4); null means the main post's company. */
  currentStudioId: string | null;
  /** Every menu access recorded (`POST /common/menus/access`), oldest first. */
  menuAccessLog: MenuAccessBody[];
}

const MINJUN = demoAccounts.find((account) => account.loginId === 'minjun.kim')?.userId ?? 'U0001';

/** A fresh session; by default the `minjun.kim` demo employee is signed in. */
export function createMockSession(userId: string | null = MINJUN): MockSession {
  return { userId, currentStudioId: null, menuAccessLog: [] };
}

export function signedInEmployee(session: MockSession): Employee | undefined {
  return session.userId === null ? undefined : findEmployee(session.userId);
}

/** The company the signed-in employee works in now. */
export function currentStudioOf(session: MockSession, employee: Employee): string {
  return session.currentStudioId ?? employee.studioId;
}

/** The 401 answer for a call that needs a signed-in user. */
export function unauthorized(request: Request): Response {
  return HttpResponse.json(
    metaErrorBody('UNAUTHORIZED', 'auth', 'error.unauthorized', requestLocale(request)),
    { status: 401 },
  );
}
