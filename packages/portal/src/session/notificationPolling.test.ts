// @vitest-environment jsdom
import type { UnreadCounts } from '@maru/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_POLL_INTERVAL_MS,
  createNotificationPolling,
  documentVisibility,
  windowTimers,
  type PageVisibility,
} from './notificationPolling';

const INTERVAL = NOTIFICATION_POLL_INTERVAL_MS;

const counts = (unread: number): UnreadCounts => ({ unread, GW: unread, EA: 0, KANBAN: 0 });

/** A tab whose visibility the test switches. */
function fakeVisibility(hidden = false) {
  const listeners = new Set<() => void>();
  const visibility: PageVisibility & { set(hidden: boolean): void; listeners: Set<() => void> } = {
    listeners,
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
  return visibility;
}

/**
 * A count endpoint answering from a script: each entry is a count or a failure; past the end
 * it keeps answering the last entry. Records the signals it was given.
 */
function fakeServer(script: Array<number | 'fail'> = [1]) {
  const signals: AbortSignal[] = [];
  const fetchCounts = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    const answer = script[Math.min(signals.length - 1, script.length - 1)];
    return answer === 'fail'
      ? Promise.reject(new Error('502'))
      : Promise.resolve(counts(answer ?? 0));
  });
  return { fetchCounts, signals };
}

function setup(options: { script?: Array<number | 'fail'>; hidden?: boolean } = {}) {
  const server = fakeServer(options.script);
  const visibility = fakeVisibility(options.hidden);
  const received: UnreadCounts[] = [];
  const polling = createNotificationPolling({
    fetchCounts: server.fetchCounts,
    onCounts: (value) => void received.push(value),
    timers: windowTimers,
    visibility,
  });
  return { polling, visibility, received, ...server };
}

/** Lets the count promise settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification polling (spec 01 §4, spec 02 §4, §9)', () => {
  it('spec 01 §4: asks for the unread counts at once when the session becomes ready', async () => {
    const { polling, fetchCounts, received } = setup({ script: [4] });
    polling.start();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await settle();
    expect(received).toEqual([counts(4)]);
  });

  it('spec 01 §9: then asks again every 180000 ms', async () => {
    const { polling, fetchCounts, received } = setup({ script: [1, 2, 3] });
    polling.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(received).toEqual([counts(1), counts(2), counts(3)]);
  });

  it('spec 01 §4: stops after 3 failed count requests', async () => {
    const { polling, fetchCounts } = setup({ script: ['fail'] });
    polling.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('spec 01 §4: the 3 failures are counted over the session, successes in between do not reset them', async () => {
    const { polling, fetchCounts, received } = setup({ script: ['fail', 5, 'fail', 6, 'fail', 7] });
    polling.start();
    await settle();
    for (let poll = 1; poll < 5; poll += 1) await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCounts).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(fetchCounts).toHaveBeenCalledTimes(5);
    expect(received).toEqual([counts(5), counts(6)]);
  });

  it('spec 01 §4: two failures keep polling', async () => {
    const { polling, fetchCounts, received } = setup({ script: ['fail', 'fail', 8] });
    polling.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(fetchCounts).toHaveBeenCalledTimes(4);
    expect(received).toEqual([counts(8), counts(8)]);
  });

  it('spec 01 §4: stops at sign-out: no more requests, the pending one is cancelled and its answer dropped', async () => {
    let answer: (value: UnreadCounts) => void = () => undefined;
    const signals: AbortSignal[] = [];
    const received: UnreadCounts[] = [];
    const visibility = fakeVisibility();
    const polling = createNotificationPolling({
      fetchCounts: (signal) => {
        signals.push(signal);
        return new Promise((resolve) => (answer = resolve));
      },
      onCounts: (value) => void received.push(value),
      timers: windowTimers,
      visibility,
    });
    polling.start();
    polling.stop();
    expect(signals[0]?.aborted).toBe(true);
    answer(counts(9));
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(signals).toHaveLength(1);
    expect(received).toEqual([]);
    expect(visibility.listeners.size).toBe(0);
  });

  it('spec 01 §4: stopping between polls clears the timer', async () => {
    const { polling, fetchCounts } = setup();
    polling.start();
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    polling.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('a new session (start after stop) polls afresh with its own failure count', async () => {
    const { polling, fetchCounts } = setup({ script: ['fail', 'fail', 'fail', 2] });
    polling.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
    polling.start();
    await settle();
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCounts).toHaveBeenCalledTimes(5);
  });

  it('pauses while the tab is hidden: a poll falling due then is not made', async () => {
    const { polling, fetchCounts, visibility } = setup();
    polling.start();
    await settle();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('resumes on return, asking at once when a poll fell due while hidden', async () => {
    const { polling, fetchCounts, visibility } = setup({ script: [1, 2, 3] });
    polling.start();
    await settle();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(INTERVAL + 1000);
    visibility.set(false);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    await settle();
    // The interval restarts from the catch-up poll.
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
  });

  it('returning before a poll was due keeps the schedule and asks nothing extra', async () => {
    const { polling, fetchCounts, visibility } = setup();
    polling.start();
    await settle();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(INTERVAL / 2);
    visibility.set(false);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL / 2);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('a session that starts in a hidden tab asks once the tab is shown', async () => {
    const { polling, fetchCounts, visibility } = setup({ hidden: true });
    polling.start();
    expect(fetchCounts).not.toHaveBeenCalled();
    visibility.set(false);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });
});

describe('documentVisibility', () => {
  it('reads document.visibilityState and hears visibilitychange until unsubscribed', () => {
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const visibility = documentVisibility(document);
    const listener = vi.fn();
    const unsubscribe = visibility.subscribe(listener);
    expect(visibility.isHidden()).toBe(false);
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(visibility.isHidden()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
