import { describe, expect, it, vi } from 'vitest';
import { createMenuAccessLog } from './menuAccessLog';

describe('menu access log (spec 01 §2: every navigation records the menu access)', () => {
  it('records a navigation once, however often it is reported', () => {
    const post = vi.fn(async () => undefined);
    const log = createMenuAccessLog(post);
    log.record('k1', '/ess/myWorkHour');
    log.record('k1', '/ess/myWorkHour');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/ess/myWorkHour');
  });

  it('records every new navigation, also back to the page before', () => {
    const post = vi.fn(async () => undefined);
    const log = createMenuAccessLog(post);
    log.record('k1', '/community');
    log.record('k2', '/ess/myWorkHour');
    log.record('k1', '/community');
    expect(post.mock.calls).toEqual([['/community'], ['/ess/myWorkHour'], ['/community']]);
  });

  it('swallows a failed post (fire and forget)', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const log = createMenuAccessLog(post);
    expect(() => log.record('k1', '/community')).not.toThrow();
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('reset lets a new session record the same navigation again', () => {
    const post = vi.fn(async () => undefined);
    const log = createMenuAccessLog(post);
    log.record('default', '/');
    log.reset();
    log.record('default', '/');
    expect(post).toHaveBeenCalledTimes(2);
  });
});
