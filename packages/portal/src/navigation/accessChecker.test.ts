import { ApiError, type MenuEventCode } from '@maru/api';
import { describe, expect, it, vi } from 'vitest';
import { createAccessChecker, type AskedRequest } from './accessChecker';

const board: AskedRequest = { kind: 'menuId', menuId: '42', key: 'menuId:42' };

function apiError(status: number | null) {
  return new ApiError(
    {
      status,
      code: null,
      errorType: null,
      message: null,
      messageKey: 'error.unknown',
      action: 'alert',
    },
    '/gw/common/menu/:menuId/events',
  );
}

describe('access checker: verdicts and the session cache (spec 01 §4)', () => {
  it('allows with the events as flags, and keeps the answer for the session', async () => {
    const fetchEvents = vi.fn(async () => ['R', 'C'] as MenuEventCode[]);
    const checker = createAccessChecker(fetchEvents);
    expect(checker.cached(board)).toBeUndefined();
    expect(await checker.check(board)).toEqual({
      allowed: true,
      events: { R: true, C: true, S: false, A: false },
    });
    expect(checker.cached(board)).toMatchObject({ allowed: true });
    expect(fetchEvents).toHaveBeenCalledTimes(1);
  });

  it('spec 01 §4: an empty result denies, and the denial is kept too', async () => {
    const checker = createAccessChecker(async () => []);
    expect(await checker.check(board)).toEqual({ allowed: false, reason: 'forbidden' });
    expect(checker.cached(board)).toEqual({ allowed: false, reason: 'forbidden' });
  });

  it('a failed check call denies, but is not kept: the next visit asks again', async () => {
    const fetchEvents = vi
      .fn<() => Promise<MenuEventCode[]>>()
      .mockRejectedValueOnce(apiError(502))
      .mockResolvedValueOnce(['R']);
    const checker = createAccessChecker(fetchEvents);
    expect(await checker.check(board)).toEqual({ allowed: false, reason: 'forbidden' });
    expect(checker.cached(board)).toBeUndefined();
    expect(await checker.check(board)).toMatchObject({ allowed: true });
  });

  it('a 401 means the session ended, not a missing permission', async () => {
    const checker = createAccessChecker(async () => Promise.reject(apiError(401)));
    expect(await checker.check(board)).toEqual({ allowed: false, reason: 'signedOut' });
  });

  it('callers asking at the same time share one request', async () => {
    const fetchEvents = vi.fn(async () => ['R'] as MenuEventCode[]);
    const checker = createAccessChecker(fetchEvents);
    const [first, second] = await Promise.all([checker.check(board), checker.check(board)]);
    expect(first).toBe(second);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
  });

  it('reset forgets the answers, also one still on its way', async () => {
    let answer: (codes: MenuEventCode[]) => void = () => undefined;
    const checker = createAccessChecker(
      () => new Promise<MenuEventCode[]>((resolve) => (answer = resolve)),
    );
    const pending = checker.check(board);
    checker.reset();
    answer(['R']);
    await pending;
    expect(checker.cached(board)).toBeUndefined();
  });
});
