import { HttpResponse, type HttpHandler } from 'msw';
import { cloudInfo, hrAdminCheck, myProfile, signIn, signInBodySchema, signOut } from '../contract';
import { cloudInfoFixture, demoAccounts, findEmployee, profileFor } from '../fixtures';
import { endpointHandler, requestLocale, type MockBaseOptions } from './endpointUrl';
import { metaErrorBody } from './errorBodies';
import { readBody } from './readBody';

export interface SessionMockOptions extends MockBaseOptions {
  /** Who is signed in at first; default the `minjun.kim` demo employee. Null: nobody. */
  userId?: string | null;
}

const MINJUN = demoAccounts.find((account) => account.loginId === 'minjun.kim')?.userId ?? 'U0001';

/**
 * Session calls over the fixtures: cloud info, my profile (in the request's language), the
 * HR-admin check, sign-in (demo accounts and password) and sign-out. Each call of this
 * function has its own signed-in user, so stories do not leak sessions into each other.
 */
export function sessionHandlers(options: SessionMockOptions = {}): HttpHandler[] {
  let currentUserId: string | null = options.userId === undefined ? MINJUN : options.userId;
  const unauthorized = (request: Request) =>
    HttpResponse.json(
      metaErrorBody('UNAUTHORIZED', 'auth', 'error.unauthorized', requestLocale(request)),
      {
        status: 401,
      },
    );

  return [
    endpointHandler(cloudInfo, () => HttpResponse.json(cloudInfoFixture), options),
    endpointHandler(
      myProfile,
      ({ request }) => {
        const employee = currentUserId === null ? undefined : findEmployee(currentUserId);
        if (!employee) return unauthorized(request);
        return HttpResponse.json(profileFor(employee, requestLocale(request)));
      },
      options,
    ),
    endpointHandler(
      hrAdminCheck,
      ({ request }) => {
        const employee = currentUserId === null ? undefined : findEmployee(currentUserId);
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
            {
              status: 401,
            },
          );
        }
        currentUserId = account.userId;
        return HttpResponse.json({ userId: account.userId });
      },
      options,
    ),
    endpointHandler(
      signOut,
      () => {
        currentUserId = null;
        return HttpResponse.json({ success: true });
      },
      options,
    ),
  ];
}
