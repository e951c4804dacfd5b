import { LOGIN_REDIRECT_PATH } from '@maru/api';

/**
 * Set just before the browser is sent to the login redirect, cleared once a user is loaded.
 * If the user call fails again while it is set, the redirect already happened once and did
 * not help (a cookie the browser refuses, a proxy stripping it): redirecting again would loop.
 */
export const LOGIN_REDIRECT_FLAG = 'maru.loginRedirected';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The API's login redirect (spec 01 §4) for a return path, under the API base (e.g. `/api`). */
export function loginRedirectUrl(apiBase: string, returnPath: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return `${base}${LOGIN_REDIRECT_PATH}?returnUrl=${encodeURIComponent(returnPath)}`;
}

function read(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(LOGIN_REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * Claims the one login redirect of this tab. True when the caller may redirect now (and the
 * flag is set), false when a redirect already happened. Without storage nothing can prove a
 * loop is impossible, so no redirect is claimed and the sign-in page is shown instead.
 */
export function claimLoginRedirect(storage: FlagStorage | null): boolean {
  if (!storage || read(storage)) return false;
  try {
    storage.setItem(LOGIN_REDIRECT_FLAG, '1');
    return true;
  } catch {
    return false;
  }
}

/** A user loaded: the next expiry may redirect again. */
export function releaseLoginRedirect(storage: FlagStorage | null): void {
  try {
    storage?.removeItem(LOGIN_REDIRECT_FLAG);
  } catch {
    // Nothing to release when storage is unavailable.
  }
}

export function browserSessionStorage(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
