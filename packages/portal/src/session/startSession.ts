import { isApiError, isTruthyFlag, type CloudInfo, type UserProfile } from '@maru/api';
import { safeBlockedUrl } from './blockedUrl';
import {
  claimLoginRedirect,
  loginRedirectUrl,
  releaseLoginRedirect,
  type FlagStorage,
} from './loginRedirect';
import type { SessionState, SessionUser } from './sessionState';

/** The calls a session start makes, each cancellable. */
export interface SessionCalls {
  cloudInfo(signal?: AbortSignal): Promise<CloudInfo>;
  myProfile(signal?: AbortSignal): Promise<UserProfile>;
  hrAdminCheck(signal?: AbortSignal): Promise<boolean>;
  financeCheck(signal?: AbortSignal): Promise<boolean>;
  gaPrivilegedCheck(signal?: AbortSignal): Promise<boolean>;
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
 * A permission check that fails counts as "no" (spec 01 §6): the checks only unlock channels
 * and links, and the server checks every permission itself, so a broken check must not break
 * the session.
 */
function check(run: () => Promise<boolean>): Promise<boolean> {
  return run().then(
    (answer) => answer === true,
    () => false,
  );
}

/**
 * The user with the session start's checks (spec 01 §4, §6). The GA check is asked only when
 * the tenant is a cloud tenant using GA; otherwise the user is not GA-privileged.
 */
async function loadUser(
  calls: SessionCalls,
  profile: UserProfile,
  cloud: CloudInfo,
  signal?: AbortSignal,
): Promise<SessionUser> {
  const asksGa = cloud.isCloud && cloud.useGa;
  // The checks are independent of each other, so they run side by side.
  const [hrUserAdminFlag, isFinanceAdmin, isGaPrivileged] = await Promise.all([
    check(() => calls.hrAdminCheck(signal)),
    check(() => calls.financeCheck(signal)),
    asksGa ? check(() => calls.gaPrivilegedCheck(signal)) : Promise.resolve(false),
  ]);
  return {
    ...profile,
    hrUserAdminFlag,
    isFinanceAdmin,
    isGaPrivileged,
    managerFlag: isTruthyFlag(profile.managerFlag),
    unionAdminFlag: isTruthyFlag(profile.unionAdminFlag),
  };
}

/**
 * Session start (spec 01 §4): cloud info first (a blocked tenant with a blocked URL leaves for
 * it), then the user with the HR-admin, finance and GA checks. When the user call answers 401
 * the browser goes to the API login redirect with the current address as return URL, once per
 * tab.
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

  let profile: UserProfile;
  try {
    profile = await calls.myProfile(signal);
  } catch (error) {
    if (!isUnauthorized(error)) return { status: 'error', error };
    if (deps.redirectIfAnonymous && claimLoginRedirect(deps.storage)) {
      browser.assign(loginRedirectUrl(deps.apiBase, browser.currentAddress()));
      return { status: 'loading' };
    }
    return { status: 'anonymous', cloud };
  }
  releaseLoginRedirect(deps.storage);

  return { status: 'ready', user: await loadUser(calls, profile, cloud, signal), cloud };
}
