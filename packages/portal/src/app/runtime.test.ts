// @vitest-environment jsdom
import type { UnreadCounts } from '@maru/api';
import { userStudiosFor } from '@maru/api/fixtures';
import { createHandlers } from '@maru/api/mocks';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAlertBridge } from '../session/alertBridge';
import { NOTIFICATION_POLL_INTERVAL_MS, type PollTimers } from '../session/notificationPolling';
import { sessionAtom } from '../session/sessionState';
import { notificationCountsAtom, userStudiosAtom } from '../session/shellSessionState';
import { createPortalRuntime } from './runtime';

const ORIGIN = 'http://localhost:3000';
const API_BASE = `${ORIGIN}/api`;
const COUNTS: UnreadCounts = { unread: 7, GW: 4, EA: 2, KANBAN: 1 };

const server = setupServer();
const countRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/notification/msg/unreadCount')) countRequests.push(request.url);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  countRequests.length = 0;
});
afterAll(() => server.close());

/** Timers the test fires by hand, so a 180000 ms poll needs no waiting. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: PollTimers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const fire = () => {
    const due = [...pending];
    pending.clear();
    for (const [, timer] of due) timer.callback();
  };
  return { timers, pending, fire };
}

/** A runtime over the MSW handlers, with a recording browser and alert box. */
function runtimeUnderTest() {
  const clock = manualTimers();
  const alerts: string[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const runtime = createPortalRuntime({
    navigate,
    apiBase: API_BASE,
    browser: {
      assign: vi.fn(),
      reload: vi.fn(),
      currentAddress: () => '/ess/myWorkHour',
      origin: () => ORIGIN,
    },
    storage: null,
    alertBridge: createAlertBridge(async (message) => void alerts.push(message)),
    timers: clock.timers,
    visibility: { isHidden: () => false, subscribe: () => () => undefined },
  });
  return { runtime, clock, alerts, navigate };
}

describe('portal runtime: what follows the session (spec 01 §4)', () => {
  it('spec 01 §4: once signed in, the counts are asked at once and the companies are loaded', async () => {
    server.use(...createHandlers({ shell: { unreadCounts: COUNTS } }));
    const { runtime, clock } = runtimeUnderTest();
    const session = await runtime.startSession({ redirectIfAnonymous: false });
    if (session.status !== 'ready') throw new Error('expected a signed-in session');
    await waitFor(() => expect(runtime.store.get(notificationCountsAtom)).toEqual(COUNTS));
    expect(countRequests).toHaveLength(1);
    await waitFor(() =>
      expect(runtime.store.get(userStudiosAtom)).toEqual(userStudiosFor(session.user.userId)),
    );
    expect([...clock.pending.values()].map((timer) => timer.ms)).toEqual([
      NOTIFICATION_POLL_INTERVAL_MS,
    ]);
    runtime.dispose();
  });

  it('spec 01 §4: polling stops at sign-out; the counts are forgotten', async () => {
    server.use(...createHandlers({ shell: { unreadCounts: COUNTS } }));
    const { runtime, clock } = runtimeUnderTest();
    await runtime.startSession({ redirectIfAnonymous: false });
    await waitFor(() => expect(clock.pending.size).toBe(1));
    runtime.clearSession();
    expect(runtime.store.get(notificationCountsAtom)).toBeNull();
    expect(runtime.store.get(userStudiosAtom)).toEqual([]);
    expect(clock.pending.size).toBe(0);
    runtime.dispose();
  });

  it('spec 01 §4: polling stops after 3 failed count requests, without bothering the user', async () => {
    server.use(...createHandlers({ shell: { failUnreadCount: true } }));
    const { runtime, clock, alerts } = runtimeUnderTest();
    await runtime.startSession({ redirectIfAnonymous: false });
    for (let poll = 1; poll < 3; poll += 1) {
      await waitFor(() => expect(clock.pending.size).toBe(1));
      clock.fire();
    }
    await waitFor(() => expect(countRequests).toHaveLength(3));
    // Give a fourth poll every chance to be scheduled.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clock.pending.size).toBe(0);
    expect(countRequests).toHaveLength(3);
    expect(alerts).toEqual([]);
    expect(runtime.store.get(sessionAtom).status).toBe('ready');
    runtime.dispose();
  });

  it('spec 01 §4: a 401 on the count call clears the session and goes to sign-in', async () => {
    server.use(
      http.get(`${API_BASE}/notification/msg/unreadCount`, () =>
        HttpResponse.json(
          { meta: { code: 'UNAUTHORIZED', message: null, errorType: 'auth' } },
          { status: 401 },
        ),
      ),
      ...createHandlers(),
    );
    const { runtime, navigate, clock } = runtimeUnderTest();
    await runtime.startSession({ redirectIfAnonymous: false });
    await waitFor(() => expect(runtime.store.get(sessionAtom).status).toBe('anonymous'));
    expect(navigate).toHaveBeenCalledWith('/signin?returnUrl=%2Fess%2FmyWorkHour');
    expect(clock.pending.size).toBe(0);
    runtime.dispose();
  });
});
