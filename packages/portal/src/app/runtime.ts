import {
  cloudInfo,
  createApiClient,
  deriveApiBase,
  financeCheck,
  gaPrivilegedCheck,
  hrAdminCheck,
  myProfile,
  unreadCount,
  userStudios,
  type ApiClient,
} from '@maru/api';
import { bindPortalParams } from '../data';
import { activeLocale } from '../i18n';
import { installChunkReload, listenForPreloadErrors } from '../routes/chunkReload';
import { createAlertBridge, type AlertBridge } from '../session/alertBridge';
import { createErrorPolicy } from '../session/errorPolicy';
import { browserSessionStorage, type FlagStorage } from '../session/loginRedirect';
import {
  documentVisibility,
  windowTimers,
  type PageVisibility,
  type PollTimers,
} from '../session/notificationPolling';
import { followSession } from '../session/sessionFollowers';
import {
  LOADING_SESSION,
  clearSessionAtom,
  sessionAtom,
  type SessionState,
} from '../session/sessionState';
import { currentAddress } from '../session/signInAddress';
import { startSession, type SessionBrowser, type SessionCalls } from '../session/startSession';
import { createWidgetsStore, type WidgetsStore } from '@maru/widgets';

export type PortalStore = WidgetsStore;

/** The browser as the portal touches it outside React; replaceable in tests. */
export interface PortalBrowser extends SessionBrowser {
  reload(): void;
  origin(): string;
}

export interface PortalRuntimeOptions {
  /** Client-side navigation (the router's `navigate`); bound late because the router comes after. */
  navigate(path: string): void;
  /** API base; `deriveApiBase(location)` by default. */
  apiBase?: string;
  fetch?: typeof fetch;
  browser?: PortalBrowser;
  storage?: FlagStorage | null;
  alertBridge?: AlertBridge;
  /** Timers of the notification poll; the window's by default. */
  timers?: PollTimers;
  /** The tab's visibility, which pauses the notification poll; the document's by default. */
  visibility?: PageVisibility;
}

/** Everything the portal shares between React and the API client's error policy. */
export interface PortalRuntime {
  store: PortalStore;
  apiBase: string;
  /**
   * The client with the status policy installed: widgets and pages call through it. A call
   * whose failure the caller shows itself passes `silent: true` (or its endpoint is `silent`):
   * no alert then, but a 401 still signs out (spec 01 §4).
   */
  client: ApiClient;
  /**
   * The client without the policy, for session start, sign-in and sign-out: they handle 401
   * themselves (a wrong password must stay on the form, not bounce to the sign-in page).
   */
  authClient: ApiClient;
  alertBridge: AlertBridge;
  browser: PortalBrowser;
  /** Runs the session start (spec 01 §4) and stores its result in `sessionAtom`. */
  startSession(options: { redirectIfAnonymous: boolean }): Promise<SessionState>;
  /** The first session start of the page; later callers share it (StrictMode mounts twice). */
  bootSession(options: { redirectIfAnonymous: boolean }): Promise<SessionState>;
  clearSession(): void;
  /** Stops what follows the session (the notification poll); for tests and hot reload. */
  dispose(): void;
}

const windowBrowser: PortalBrowser = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  currentAddress: () => currentAddress(window.location),
  origin: () => window.location.origin,
};

export function createPortalRuntime(options: PortalRuntimeOptions): PortalRuntime {
  // Answers arriving re-render as transitions (`createWidgetsStore`, GUIDE §6).
  const store = createWidgetsStore();
  const browser = options.browser ?? windowBrowser;
  const apiBase = options.apiBase ?? deriveApiBase(window.location);
  const alertBridge = options.alertBridge ?? createAlertBridge();
  const storage = options.storage === undefined ? browserSessionStorage() : options.storage;

  const getStudioId = () => {
    const session = store.get(sessionAtom);
    return session.status === 'ready' ? session.user.currentStudioId : null;
  };
  const shared = {
    baseUrl: apiBase,
    getLang: activeLocale,
    getStudioId,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const clearSession = () => store.set(clearSessionAtom);

  const policy = createErrorPolicy({
    reload: browser.reload,
    navigate: options.navigate,
    currentAddress: browser.currentAddress,
    clearSession,
    alert: (message) => alertBridge.alert(message),
    locale: activeLocale,
  });
  const client = createApiClient({ ...shared, onError: (error) => void policy(error) });
  const authClient = createApiClient(shared);
  const unbindParams = bindPortalParams(store, { client, authClient });
  // After a chunk still fails on retry, `lazyWithRetry` reloads the address once through here.
  const uninstallChunkReload = installChunkReload({
    online: () => typeof navigator === 'undefined' || navigator.onLine,
    path: () => browser.currentAddress(),
    storage: () => browserSessionStorage(),
    assign: (path) => browser.assign(path),
  });
  const stopPreloadErrors =
    typeof window === 'undefined' ? () => undefined : listenForPreloadErrors(window);

  const calls: SessionCalls = {
    cloudInfo: (signal) => authClient.call(cloudInfo, signal ? { signal } : {}),
    myProfile: (signal) => authClient.call(myProfile, signal ? { signal } : {}),
    hrAdminCheck: (signal) => authClient.call(hrAdminCheck, signal ? { signal } : {}),
    financeCheck: (signal) => authClient.call(financeCheck, signal ? { signal } : {}),
    gaPrivilegedCheck: (signal) => authClient.call(gaPrivilegedCheck, signal ? { signal } : {}),
  };

  // The notification poll and the company list live exactly as long as the signed-in user;
  // their failures are swallowed (the poll stops after three, the company switch hides).
  const stopFollowing = followSession(store, {
    fetchCounts: (signal) => client.call(unreadCount, { signal, silent: true }),
    fetchStudios: (signal) => client.call(userStudios, { signal, silent: true }),
    timers: options.timers ?? windowTimers,
    visibility: options.visibility ?? documentVisibility(),
  });

  const runStart = async ({ redirectIfAnonymous }: { redirectIfAnonymous: boolean }) => {
    store.set(sessionAtom, LOADING_SESSION);
    const session = await startSession({ calls, browser, apiBase, storage, redirectIfAnonymous });
    store.set(sessionAtom, session);
    return session;
  };
  let boot: Promise<SessionState> | null = null;
  const dispose = () => {
    stopFollowing();
    unbindParams();
    uninstallChunkReload();
    stopPreloadErrors();
  };

  return {
    store,
    apiBase,
    client,
    authClient,
    alertBridge,
    browser,
    clearSession,
    dispose,
    startSession: runStart,
    bootSession: (bootOptions) => (boot ??= runStart(bootOptions)),
  };
}
