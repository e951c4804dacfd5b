import { isApiError, type CloudInfo, type UserProfile } from '@maru/api';
import { safeBlockedUrl } from './blockedUrl';
import {
  claimLoginRedirect,
  loginRedirectUrl,
  releaseLoginRedirect,
  type FlagStorage,
} from './loginRedirect';
import type { SessionState } from './sessionState';

/** The three calls a session start makes, each cancellable. */
export interface SessionCalls {
  cloudInfo(signal?: AbortSignal): Promise<CloudInfo>;
  myProfile(signal?: AbortSignal): Promise<UserProfile>;
  hrAdminCheck(signal?: AbortSignal): Promise<boolean>;
}

/** The browser as far as the session start touches it. */
export interface SessionBrowser {
  /** Full-page navigation (a blocked tenant's page, the API login redirect). */
  assign(url: string): void;
  /** Path, query and hash of the current page: the return URL. */
  currentAddress(): string;
}

export interface StartSessionDeps {
  calls: SessionCalls;
  browser: SessionBrowser;
  /** The API base the login redirect lives under, e.g. `/api`. */
  apiBase: string;
  /** sessionStorage, which remembers that this tab was already redirected once. */
  storage: FlagStorage | null;
  /** False on public pages (sign-in, logout, not found): they work without a user. */
  redirectIfAnonymous: boolean;
  signal?: AbortSignal;
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Session start (spec 01 §4): cloud info first (a blocked tenant with a blocked URL leaves for
 * it), then the user with the HR-admin check. When the user call answers 401 the browser goes
 * to the API login redirect with the current address as return URL, once per tab.
 */
export async function startSession(deps: StartSessionDeps): Promise<SessionState> {
  const { calls, browser, signal } = deps;
  let cloud: CloudInfo;
  try {
    cloud = await calls.cloudInfo(signal);
  } catch (error) {
    return { status: 'error', error };
  }

  const blockedUrl = cloud.isBlocked ? safeBlockedUrl(cloud.blockedUrl) : null;
  if (blockedUrl) {
    browser.assign(blockedUrl);
    // The page is being replaced; showing anything of the portal meanwhile would be wrong.
    return { status: 'loading' };
  }

  let user: UserProfile;
  try {
    user = await calls.myProfile(signal);
  } catch (error) {
    if (!isUnauthorized(error)) return { status: 'error', error };
    if (deps.redirectIfAnonymous && claimLoginRedirect(deps.storage)) {
      browser.assign(loginRedirectUrl(deps.apiBase, browser.currentAddress()));
      return { status: 'loading' };
    }
    return { status: 'anonymous', cloud };
  }
  releaseLoginRedirect(deps.storage);

  // Not being an HR admin is the safe default: the check only unlocks links (spec 01 §6).
  const isHrAdmin = await calls.hrAdminCheck(signal).catch(() => false);
  return { status: 'ready', user, cloud, isHrAdmin };
}
