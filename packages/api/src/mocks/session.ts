import { HttpResponse, type HttpHandler } from 'msw';
import {
  cloudInfo,
  hrAdminCheck,
  myProfile,
  signIn,
  signInBodySchema,
  signOut,
  type CloudInfo,
} from '../contract';
import { cloudInfoFixture, cloudInfoForStudio, demoAccounts, profileFor } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import {
  createMockSession,
  currentStudioOf,
  signedInEmployee,
  unauthorized,
  type MockSession,
} from './mockSession';
import { readBody } from './readBody';

export interface SessionMockOptions extends MockBaseOptions {
  /** Who is signed in at first; default the `minjun.kim` demo employee. Null: nobody. */
  userId?: string | null;
  /** Share the signed-in user with other handlers (`createHandlers` does); wins over `userId`. */
  session?: MockSession;
  /** Answer this cloud info whoever is signed in (a blocked tenant, a trial …). */
  cloudInfo?: CloudInfo;
}

/**
 * Session calls over the fixtures: cloud info (of the signed-in user's current company; the
 * main tenant's before sign-in), my profile (in the request's language), the HR-admin check,
 * sign-in (demo accounts and password) and sign-out. Each call of this function without a
 * `session` has its own signed-in user, so stories do not leak sessions into each other.
 */
export function sessionHandlers(options: SessionMockOptions = {}): HttpHandler[] {
  const session = options.session ?? createMockSession(options.userId);

  return [
    endpointHandler(
      cloudInfo,
      () => {
        if (options.cloudInfo) return HttpResponse.json(options.cloudInfo);
        const employee = signedInEmployee(session);
        const info = employee
          ? cloudInfoForStudio(currentStudioOf(session, employee))
          : cloudInfoFixture;
        return HttpResponse.json(info);
      },
      options,
    ),
    endpointHandler(
      myProfile,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        return HttpResponse.json(
          profileFor(employee, requestLocale(request), currentStudioOf(session, employee)),
        );
      },
      options,
    ),
    endpointHandler(
      hrAdminCheck,
      ({ request }) => {
        const employee = signedInEmployee(session);
        if (!employee) return unauthorized(request);
        return HttpResponse.json(employee.hrUserAdminFlag);
      },
      options,
    ),
    endpointHandler(
      signIn,
      async ({ request }) => {
        const locale = requestLocale(request);
        const parsed = await readBody(request, signInBodySchema, locale);
        if (!parsed.ok) return parsed.response;
        const account = demoAccounts.find(
          (candidate) =>
            candidate.loginId === parsed.data.loginId &&
            candidate.password === parsed.data.password,
        );
        if (!account) {
          return HttpResponse.json(
            metaErrorBody('SIGN_IN_FAILED', 'auth', 'error.signInFailed', locale),
            { status: 401 },
          );
        }
        session.userId = account.userId;
        session.currentStudioId = null;
        return HttpResponse.json({ userId: account.userId });
      },
      options,
    ),
    endpointHandler(
      signOut,
      () => {
        session.userId = null;
        session.currentStudioId = null;
        return HttpResponse.json({ success: true });
      },
      options,
    ),
  ];
}
