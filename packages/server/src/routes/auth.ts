import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LOGIN_REDIRECT_PATH, signIn, signOut } from '@maru/api';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { safeReturnUrl } from '../auth/returnUrl';
import {
  SESSION_COOKIE,
  SESSION_LIFETIME_SECONDS,
  createSession,
  deleteExpiredSessions,
  deleteSession,
} from '../auth/sessions';
import { API_PREFIX, registerEndpoint } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';

/** The portal's sign-in page, which the login redirect lands on. */
export const SIGN_IN_PAGE = '/signin';

/** Secure cookies only over https: on plain http (127.0.0.1) the browser would drop them. */
function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

function cookieOptions(c: Context) {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: isHttps(c) } as const;
}

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  registerEndpoint(app, signIn, async ({ body, c }) => {
    const db = c.get('db');
    const now = c.get('now');
    const account = await db
      .selectFrom('accounts')
      .innerJoin('employees', 'employees.user_id', 'accounts.user_id')
      .select(['accounts.user_id', 'accounts.password_hash', 'employees.user_state'])
      .where('accounts.login_id', '=', body.loginId)
      .executeTakeFirst();
    // Always run scrypt, so an unknown id takes as long as a wrong password; one message for
    // both, so the answer does not tell which part was wrong.
    const passwordOk = await verifyPassword(
      body.password,
      account?.password_hash ?? (await dummyPasswordHash()),
    );
    if (!account || !passwordOk) {
      return errorResponse(c, 401, 'server.signInFailed', 'unauthorized');
    }
    if (account.user_state !== 1) {
      return errorResponse(c, 403, 'error.retiredMember', 'forbidden');
    }
    await deleteExpiredSessions(db, now);
    // A sign-in over an existing session replaces it (no session fixation).
    await deleteSession(db, getCookie(c, SESSION_COOKIE));
    const token = await createSession(db, account.user_id, now);
    setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_LIFETIME_SECONDS });
    return { userId: account.user_id };
  });

  registerEndpoint(app, signOut, async ({ c }) => {
    await deleteSession(c.get('db'), getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return { success: true };
  });

  // The login redirect of spec 01 §4: not JSON, a browser navigation to the sign-in page.
  app.get(`${API_PREFIX}${LOGIN_REDIRECT_PATH}`, (c) => {
    const returnUrl = safeReturnUrl(c.req.query('returnUrl'), new URL(c.req.url).origin);
    return c.redirect(`${SIGN_IN_PAGE}?returnUrl=${encodeURIComponent(returnUrl)}`, 302);
  });
}
