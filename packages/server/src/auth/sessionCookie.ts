import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from '../http/env';
import { isHttpsRequest } from './forwarded';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from './sessions';

/*
 * The session cookie (issue 13, hole 7). Over https (the URL, or a trusted proxy's
 * `X-Forwarded-Proto: https`) it is `__Host-maru_session`: the browser then insists on Secure,
 * Path=/ and no Domain, so neither plain http nor a sibling subdomain can plant or overwrite
 * it. Plain http (127.0.0.1, the demo) keeps `maru_session` without Secure, which the browser
 * would otherwise drop. Each request reads only the name that applies to it, so a cookie
 * planted over http is never taken as a session over https.
 */

/** The cookie's name over https (Hono's `prefix: 'host'` adds `__Host-`). */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

function cookieOptions(c: Context<AppEnv>): CookieOptions {
  const base = { httpOnly: true, sameSite: 'Lax', path: '/' } as const;
  return isHttpsRequest(c) ? { ...base, secure: true, prefix: 'host' } : { ...base, secure: false };
}

/** The session token the request carries under the cookie name that applies to it. */
export function sessionTokenOf(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE, isHttpsRequest(c) ? 'host' : undefined);
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), maxAge: SESSION_LIFETIME_SECONDS });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
}
