import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { captureLogs } from '../log/capture';
import { SAME_ORIGIN, createHarness, type Harness } from '../testing/harness';
import { passwordHashGate } from './hashGate';

/*
 * Issue 13, hole 4: limits on sign-in. The harness trusts the proxy, so each test picks its
 * own client address with `X-Forwarded-For` and its buckets do not meet the other tests'.
 */

let h: Harness;
const logs = captureLogs();

beforeAll(async () => {
  h = await createHarness({ trustProxy: true });
});
afterAll(() => h.close());

afterEach(() => {
  h.setTime('2026-11-23T00:00:00Z');
});

interface ErrorAnswer {
  meta: { code: number; message: string; errorType: string };
}

function signIn(loginId: string, password: string, address: string, lang = 'ko') {
  return h.call('POST', '/api/auth/signin', {
    body: { loginId, password },
    headers: { 'X-Forwarded-For': `203.0.113.50, ${address}`, Lang: lang },
  });
}

async function failTimes(count: number, loginId: string, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await signIn(loginId, 'wrong-password', address)).status);
  }
  return statuses;
}

describe('per-account lock: 5 failures in 15 minutes lock the id for 15 minutes', () => {
  it('refuses even the right password while locked, saying when to try again in ko/en/ja/zh', async () => {
    h.setTime('2026-11-23T05:17:00Z'); // 14:17 in Seoul
    expect(await failTimes(4, 'finance', '10.0.1.1')).toEqual([401, 401, 401, 401]);

    // The fifth failure locks at once and says so.
    const fifth = await signIn('finance', 'wrong-password', '10.0.1.1');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('Retry-After')).toBe('900');
    expect(fifth.headers.get('Set-Cookie')).toBeNull();

    h.advance(5 * 60);
    const texts: Record<string, string> = {};
    for (const lang of ['ko', 'en', 'ja', 'zh']) {
      const response = await signIn('finance', 'maru1234!', '10.0.1.1', lang);
      expect(response.status).toBe(429);
      expect(response.headers.get('Retry-After')).toBe('600');
      expect(response.headers.get('Set-Cookie')).toBeNull();
      const body = (await response.json()) as ErrorAnswer;
      expect(body.meta).toMatchObject({ code: 429, errorType: 'tooManyRequests' });
      texts[lang] = body.meta.message;
    }
    expect(texts).toEqual({
      ko: '로그인에 여러 번 실패하여 계정이 잠시 잠겼습니다. 10분 후(14:32 GMT+9)에 다시 시도하세요.',
      en: 'Too many failed sign-ins, so this account is locked for now. Try again in 10 min (at 14:32 GMT+9).',
      ja: 'ログインに何度も失敗したため、アカウントが一時的にロックされました。10分後（14:32 GMT+9）にもう一度お試しください。',
      zh: '登录失败次数过多，账号已被暂时锁定。请在 10 分钟后（GMT+9 14:32）重试。',
    });

    // Fifteen minutes after the fifth failure the right password works again.
    h.advance(10 * 60 - 1);
    expect((await signIn('finance', 'maru1234!', '10.0.1.1')).status).toBe(429);
    h.advance(1);
    const after = await signIn('finance', 'maru1234!', '10.0.1.1');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ userId: 'U0004' });
  });

  it('a success clears the failures: 4 wrong, right, 4 wrong is not locked', async () => {
    expect(await failTimes(4, 'ga', '10.0.2.1')).toEqual([401, 401, 401, 401]);
    expect((await signIn('ga', 'maru1234!', '10.0.2.1')).status).toBe(200);
    expect(await failTimes(4, 'ga', '10.0.2.1')).toEqual([401, 401, 401, 401]);
    expect((await signIn('ga', 'maru1234!', '10.0.2.1')).status).toBe(200);
  });

  it('failures spread over more than 15 minutes do not lock', async () => {
    expect(await failTimes(4, 'manager', '10.0.3.1')).toEqual([401, 401, 401, 401]);
    h.advance(15 * 60 + 1);
    expect(await failTimes(1, 'manager', '10.0.3.1')).toEqual([401]);
    expect((await signIn('manager', 'maru1234!', '10.0.3.1')).status).toBe(200);
  });

  it('counts unknown login ids too, so the lock does not tell which ids exist', async () => {
    const statuses = await failTimes(6, 'no.such.person', '10.0.4.1');
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const known = await failTimes(6, 'seoyeon.lee', '10.0.4.2');
    expect(known).toEqual(statuses);
  });

  it('is counted per id wherever the guesses come from, and holds across a restart', async () => {
    for (const address of ['10.0.5.1', '10.0.5.2', '10.0.5.3', '10.0.5.4']) {
      expect(await failTimes(1, 'labs', address)).toEqual([401]);
    }
    expect(await failTimes(1, 'labs', '10.0.5.5')).toEqual([429]);
    // A new server on the same database (a restart, or another instance) sees the lock.
    const restarted = createApp({
      db: h.db,
      clock: () => new Date('2026-11-23T00:00:00Z'),
      trustProxy: true,
    });
    const response = await restarted.request('/api/auth/signin', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginId: 'labs', password: 'maru1234!' }),
    });
    expect(response.status).toBe(429);
  });
});

describe('per-address token bucket: 20 failures at once, then one a second (per instance)', () => {
  it('answers 429 with Retry-After once an address used its burst, whatever id it tries', async () => {
    // Four failures each on five ids: no id is locked, the address spends its 20 tokens.
    for (let id = 0; id < 5; id += 1) {
      expect(await failTimes(4, `bucket.${id}`, '10.0.6.1')).toEqual([401, 401, 401, 401]);
    }
    const throttled = await signIn('dual', 'maru1234!', '10.0.6.1', 'en');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('1');
    expect(await throttled.json()).toEqual({
      meta: {
        code: 429,
        errorType: 'tooManyRequests',
        message: 'Too many failed sign-ins from this network. Try again in 1 s.',
      },
    });
    // Another address is not affected; the same one may try again a second later.
    expect((await signIn('dual', 'maru1234!', '10.0.6.2')).status).toBe(200);
    h.advance(1);
    expect((await signIn('dual', 'maru1234!', '10.0.6.1')).status).toBe(200);
  });

  it('charges only failures, so many people signing in behind one address are not throttled', async () => {
    for (let i = 0; i < 24; i += 1) {
      const loginId = ['minjun.kim', 'admin', 'dual'][i % 3] ?? 'admin';
      expect((await signIn(loginId, 'maru1234!', '10.0.7.1')).status).toBe(200);
    }
  });
});

describe('password hashes run at most two at once', () => {
  it('never exceeds the cap under a burst of concurrent sign-ins', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(`burst.${i}`, 'wrong-password', '10.0.8.1')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(401));
    expect(passwordHashGate.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('answers 503 with Retry-After when the queue is full, without hashing', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { limit, maxWaiting } = passwordHashGate;
    const holders = Array.from({ length: limit + maxWaiting }, () =>
      passwordHashGate.run(() => blocked),
    );
    const response = await signIn('admin', 'maru1234!', '10.0.9.1', 'en');
    release();
    await Promise.all(holders);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toEqual({
      meta: {
        code: 503,
        errorType: 'server',
        message: 'Too many sign-ins are being processed right now. Try again in a moment.',
      },
    });
  });
});

describe('every failure is logged with the account and the address', () => {
  it('writes one signInFailed log line: time, login id, address, reason, never the password', async () => {
    await signIn('minjun.kim', 'Secret-Guess-1', '10.0.10.1');
    await signIn('nobody.here', 'Secret-Guess-2', '10.0.10.1');
    const lines = logs.events('signInFailed');
    for (const line of lines) expect(Date.parse(line.time)).not.toBeNaN();
    expect(lines.map(({ time: _time, ...rest }) => rest)).toEqual([
      {
        level: 'warn',
        event: 'signInFailed',
        loginId: 'minjun.kim',
        address: '10.0.10.1',
        reason: 'wrongPassword',
      },
      {
        level: 'warn',
        event: 'signInFailed',
        loginId: 'nobody.here',
        address: '10.0.10.1',
        reason: 'unknownAccount',
      },
    ]);
    expect(logs.text()).not.toContain('Secret-Guess');
  });

  it('logs refusals by the lock too', async () => {
    await failTimes(5, 'lock.logged', '10.0.11.1');
    logs.clear();
    await signIn('lock.logged', 'whatever', '10.0.11.1');
    expect(logs.events('signInFailed').map((line) => line.reason)).toEqual(['accountLocked']);
  });
});
