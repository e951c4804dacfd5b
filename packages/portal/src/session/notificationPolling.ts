import type { UnreadCounts } from '@maru/api';

/** Spec 01 §9, spec 02 §9: the unread counts are asked every 180000 ms. */
export const NOTIFICATION_POLL_INTERVAL_MS = 180_000;

/** Spec 01 §4: polling stops after 3 failed count requests (counted over the session). */
export const NOTIFICATION_POLL_MAX_FAILURES = 3;

/** The timers the controller schedules with; fake ones in tests, the window's in the app. */
export interface PollTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the tab is shown, and a way to hear when that changes. */
export interface PageVisibility {
  isHidden(): boolean;
  /** Calls `listener` on every visibility change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface NotificationPollingDeps {
  /** `GET /notification/msg/unreadCount`; cancelled through `signal` when polling stops. */
  fetchCounts(signal: AbortSignal): Promise<UnreadCounts>;
  /** Receives each successful answer. */
  onCounts(counts: UnreadCounts): void;
  timers: PollTimers;
  visibility: PageVisibility;
  intervalMs?: number;
  maxFailures?: number;
}

export interface NotificationPolling {
  /** Asks at once, then every interval, until stopped or out of failures. Restarts afresh. */
  start(): void;
  /** Stops for good (sign-out): no timer, no pending request, no late answer delivered. */
  stop(): void;
}

/**
 * The notification-count poll (spec 01 §4, spec 02 §4): one request when started, then one
 * every interval after the previous one settled (so two never overlap). Failed requests are
 * counted over the whole run and the poll gives up at the third, because a server that keeps
 * failing should not be asked forever. Beyond the spec it pauses while the tab is hidden:
 * a poll that falls due then is held back and made at once when the tab is shown again.
 */
export function createNotificationPolling(deps: NotificationPollingDeps): NotificationPolling {
  const intervalMs = deps.intervalMs ?? NOTIFICATION_POLL_INTERVAL_MS;
  const maxFailures = deps.maxFailures ?? NOTIFICATION_POLL_MAX_FAILURES;

  /** One run, from start to stop; a restart begins a new run with its own failure count. */
  interface Run {
    failures: number;
    timer: unknown;
    /** A poll fell due while the tab was hidden. */
    due: boolean;
    request: AbortController | null;
    unsubscribe: () => void;
  }
  let run: Run | null = null;

  const schedule = (current: Run) => {
    current.timer = deps.timers.setTimeout(() => {
      current.timer = undefined;
      poll(current);
    }, intervalMs);
  };

  const poll = (current: Run) => {
    if (deps.visibility.isHidden()) {
      current.due = true;
      return;
    }
    current.due = false;
    const request = new AbortController();
    current.request = request;
    deps.fetchCounts(request.signal).then(
      (counts) => {
        if (run !== current || request.signal.aborted) return;
        current.request = null;
        deps.onCounts(counts);
        schedule(current);
      },
      () => {
        if (run !== current || request.signal.aborted) return;
        current.request = null;
        current.failures += 1;
        if (current.failures >= maxFailures) {
          stop();
          return;
        }
        schedule(current);
      },
    );
  };

  const stop = () => {
    const current = run;
    if (!current) return;
    run = null;
    if (current.timer !== undefined) deps.timers.clearTimeout(current.timer);
    current.request?.abort();
    current.unsubscribe();
  };

  const start = () => {
    stop();
    const current: Run = {
      failures: 0,
      timer: undefined,
      due: false,
      request: null,
      unsubscribe: () => undefined,
    };
    run = current;
    current.unsubscribe = deps.visibility.subscribe(() => {
      if (run === current && current.due && !deps.visibility.isHidden()) poll(current);
    });
    poll(current);
  };

  return { start, stop };
}

/** The browser's page visibility (`document.visibilityState`). */
export function documentVisibility(doc: Document = document): PageVisibility {
  return {
    isHidden: () => doc.visibilityState === 'hidden',
    subscribe(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

/** The window's timers, bound so they can be passed around. */
export const windowTimers: PollTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
