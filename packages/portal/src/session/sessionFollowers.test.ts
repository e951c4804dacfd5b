import type { StudioItem, UnreadCounts } from '@maru/api';
import { cloudInfoFixture, employees, profileFor } from '@maru/api/fixtures';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_INTERVAL_MS, windowTimers } from './notificationPolling';
import { followSession } from './sessionFollowers';
import {
  clearSessionAtom,
  LOADING_SESSION,
  sessionAtom,
  type SessionState,
  type SessionUser,
} from './sessionState';
import { notificationCountsAtom, userStudiosAtom } from './shellSessionState';

const user: SessionUser = {
  ...profileFor(employees[0]!),
  managerFlag: false,
  unionAdminFlag: false,
};
const ready: SessionState = { status: 'ready', user, cloud: cloudInfoFixture };
const counts: UnreadCounts = { unread: 3, GW: 2, EA: 1, KANBAN: 0 };
const studios: StudioItem[] = [
  { dlId: 'ST100', dlName: '마루 주식회사' },
  { dlId: 'ST200', dlName: '마루 랩스' },
];

function setup(options: { studios?: StudioItem[] | Error } = {}) {
  const store = createStore();
  const fetchCounts = vi.fn(async () => counts);
  const fetchStudios = vi.fn(async () => {
    const answer = options.studios ?? studios;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const stop = followSession(store, {
    fetchCounts,
    fetchStudios,
    timers: windowTimers,
    visibility: { isHidden: () => false, subscribe: () => () => undefined },
  });
  return { store, fetchCounts, fetchStudios, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what follows the session (spec 01 §4)', () => {
  it('nothing is asked before the session is ready', async () => {
    const { store, fetchCounts, fetchStudios } = setup();
    store.set(sessionAtom, { status: 'anonymous', cloud: cloudInfoFixture });
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS);
    expect(fetchCounts).not.toHaveBeenCalled();
    expect(fetchStudios).not.toHaveBeenCalled();
    expect(store.get(notificationCountsAtom)).toBeNull();
  });

  it('spec 01 §4: polling starts when the user is signed in and writes the counts', async () => {
    const { store, fetchCounts } = setup();
    store.set(sessionAtom, ready);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(notificationCountsAtom)).toEqual(counts);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('spec 01 §6: after ready the user’s companies are loaded', async () => {
    const { store, fetchStudios } = setup();
    store.set(sessionAtom, ready);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStudios).toHaveBeenCalledTimes(1);
    expect(store.get(userStudiosAtom)).toEqual(studios);
  });

  it('a failing company list leaves the list empty (no company switch), the session stays', async () => {
    const { store } = setup({ studios: new Error('502') });
    store.set(userStudiosAtom, studios);
    store.set(sessionAtom, ready);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(userStudiosAtom)).toEqual([]);
    expect(store.get(sessionAtom).status).toBe('ready');
  });

  it('spec 01 §4: polling stops at sign-out (any path that clears the session), counts become null', async () => {
    const { store, fetchCounts } = setup();
    store.set(sessionAtom, ready);
    await vi.advanceTimersByTimeAsync(0);
    store.set(clearSessionAtom);
    expect(store.get(notificationCountsAtom)).toBeNull();
    expect(store.get(userStudiosAtom)).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 3);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('a new session start (loading, then ready again) restarts the poll and reloads the companies', async () => {
    const { store, fetchCounts, fetchStudios } = setup();
    store.set(sessionAtom, ready);
    await vi.advanceTimersByTimeAsync(0);
    store.set(sessionAtom, LOADING_SESSION);
    store.set(sessionAtom, { ...ready, user: { ...user } });
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    expect(fetchStudios).toHaveBeenCalledTimes(2);
  });

  it('a session already ready when following begins is followed at once', () => {
    const store = createStore();
    store.set(sessionAtom, ready);
    const fetchCounts = vi.fn(async () => counts);
    followSession(store, {
      fetchCounts,
      fetchStudios: async () => [],
      timers: windowTimers,
      visibility: { isHidden: () => false, subscribe: () => () => undefined },
    });
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('unsubscribing stops the poll', async () => {
    const { store, fetchCounts, stop } = setup();
    store.set(sessionAtom, ready);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_INTERVAL_MS * 2);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
