import type { Hono } from 'hono';
import { LOGIN_REDIRECT_PATH, signIn, signOut } from '@maru/api';
import { AddressLimiter } from '../auth/addressLimiter';
import { clientAddress } from '../auth/forwarded';
import { safeReturnUrl } from '../auth/returnUrl';
import {
  accountLockedAnswer,
  addressThrottledAnswer,
  hashQueueFullAnswer,
} from '../auth/signInAnswers';
import { attemptSignIn } from '../auth/signInAttempt';
import { logSignInFailure, type SignInFailureReason } from '../auth/signInLog';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/sessionCookie';
import { createSession, deleteExpiredSessions, deleteSession } from '../auth/sessions';
import { guards } from '../http/guards';
import { registerEndpoint, registerRoute } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { errorResponse } from '../http/errors';

/** The portal's sign-in page, which the login redirect lands on. */
export const SIGN_IN_PAGE = '/signin';

export function registerAuthRoutes(app: Hono<AppEnv>): void {
  // Per app, so per server instance (docs/security.md, sign-in limits).
  const addresses = new AddressLimiter();

  registerEndpoint(app, signIn, guards.anonymous, async ({ body, c }) => {
    const db = c.get('db');
    const now = c.get('now');
    const address = clientAddress(c);
    const logFailure = (reason: SignInFailureReason) =>
      logSignInFailure({ loginId: body.loginId, address, reason });

    // An address out of tokens is refused before any hash is paid for.
    const wait = addresses.retryAfter(address, now);
    if (wait > 0) {
      logFailure('addressThrottled');
      return addressThrottledAnswer(c, wait);
    }
    const outcome = await attemptSignIn(db, {
      loginId: body.loginId,
      password: body.password,
      address,
      now,
    });
    switch (outcome.kind) {
      case 'busy':
        logFailure('busy');
        return hashQueueFullAnswer(c);
      case 'locked':
        addresses.take(address, now);
        logFailure('accountLocked');
        return accountLockedAnswer(c, outcome.until);
      case 'failed':
        addresses.take(address, now);
        logFailure(outcome.reason);
        // The failure that locks the id says so at once; the others get one message for a
        // wrong id and a wrong password, so the answer does not tell which part was wrong.
        if (outcome.lockedUntil !== null) return accountLockedAnswer(c, outcome.lockedUntil);
        return errorResponse(c, 401, 'server.signInFailed', 'unauthorized');
      case 'passwordOk':
        break;
    }
    if (outcome.userState !== 1) {
      return errorResponse(c, 403, 'error.retiredMember', 'forbidden');
    }
    await deleteExpiredSessions(db, now);
    // A sign-in over an existing session replaces it (no session fixation).
    await deleteSession(db, sessionTokenOf(c));
    setSessionCookie(c, await createSession(db, outcome.userId, now));
    return { userId: outcome.userId };
  });

  registerEndpoint(app, signOut, guards.anonymous, async ({ c }) => {
    await deleteSession(c.get('db'), sessionTokenOf(c));
    clearSessionCookie(c);
    return { success: true };
  });

  // The login redirect of spec 01 §4: not JSON, a browser navigation to the sign-in page.
  registerRoute(app, 'GET', LOGIN_REDIRECT_PATH, guards.anonymous, (c) => {
    const returnUrl = safeReturnUrl(c.req.query('returnUrl'), new URL(c.req.url).origin);
    return c.redirect(`${SIGN_IN_PAGE}?returnUrl=${encodeURIComponent(returnUrl)}`, 302);
  });
}
