import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { memberOutsideLabs } from '../testing/outsider';
import { captureLogs } from './capture';
import { parseLogLevel } from './logger';

/*
 * Issue 15, structured logs: one JSON line per request (method, route, status, time, user id;
 * never the body, a password, a cookie or a query string), sign-in failures and permission
 * refusals logged as such.
 */

let h: Harness;
const logs = captureLogs();

beforeAll(async () => {
  h = await createHarness();
  h.app.get('/boom', () => {
    throw new Error('a handler failed');
  });
});
afterAll(() => h.close());

describe('one line per request', () => {
  it('names method, route pattern, status, duration and the signed-in user, never the query or cookie', async () => {
    const cookie = await h.signIn('minjun.kim');
    logs.clear();
    const response = await h.call('GET', '/api/user/userProfile/U0002?offset=540&token=s3cret', {
      cookie,
    });
    expect(response.status).toBe(200);
    const [line, ...more] = logs.events('request');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      event: 'request',
      method: 'GET',
      route: '/api/user/userProfile/:userId',
      status: 200,
      userId: 'U0001',
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(Date.parse(line?.time ?? '')).not.toBeNaN();
    const text = logs.text();
    for (const secret of ['s3cret', 'offset', 'U0002', cookie.split('=')[1] ?? '?']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs a sign-in without its body: no password, no user before the session exists', async () => {
    await h.signIn('seoyeon.lee', 'maru1234!');
    expect(logs.events('request')).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/auth/signin', status: 200 }),
    ]);
    expect(logs.events('request')[0]).not.toHaveProperty('userId');
    expect(logs.text()).not.toContain('maru1234!');
    expect(logs.text()).not.toContain('seoyeon.lee');
  });

  it('logs an unhandled error at error level with the route, and the request line as 500', async () => {
    const response = await h.call('GET', '/boom');
    expect(response.status).toBe(500);
    expect(logs.events('unhandledError')).toEqual([
      expect.objectContaining({ level: 'error', route: '/boom', method: 'GET' }),
    ]);
    expect(logs.events('request')).toEqual([
      expect.objectContaining({ level: 'error', route: '/boom', status: 500 }),
    ]);
  });

  it('logs the health probes at debug, so load balancer polling stays out of the info log', async () => {
    await h.call('GET', '/healthz');
    expect(logs.events('request')).toEqual([
      expect.objectContaining({ level: 'debug', route: '/healthz', status: 200 }),
    ]);
  });
});

describe('permission refusals are logged as such', () => {
  it('a call without a session: accessRefused, 401, the guard and the route', async () => {
    await h.call('GET', '/api/hr/commute/status');
    expect(logs.events('accessRefused')).toEqual([
      expect.objectContaining({
        level: 'warn',
        method: 'GET',
        route: '/api/hr/commute/status',
        status: 401,
        reason: 'unauthorized',
        guard: 'self',
      }),
    ]);
  });

  it('a member of a company the caller does not share: accessRefused, 404, with the caller', async () => {
    const outsider = await memberOutsideLabs(h.db);
    const cookie = await h.signIn('labs');
    logs.clear();
    const response = await h.call('GET', `/api/user/userProfile/${outsider}`, { cookie });
    expect(response.status).toBe(404);
    const [refusal] = logs.events('accessRefused');
    expect(refusal).toMatchObject({
      route: '/api/user/userProfile/:userId',
      status: 404,
      reason: 'notFound',
      guard: 'sharesCompany',
      userId: expect.stringMatching(/^U\d+$/),
    });
    expect(logs.text()).not.toContain(outsider);
  });

  it('a refused sign-in: signInFailed at warn, never the password', async () => {
    await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'Not-The-Password-1' },
    });
    expect(logs.events('signInFailed')).toEqual([
      expect.objectContaining({ level: 'warn', loginId: 'minjun.kim', reason: 'wrongPassword' }),
    ]);
    expect(logs.text()).not.toContain('Not-The-Password-1');
  });
});

describe('MARU_LOG_LEVEL', () => {
  it('defaults to info, accepts pino’s levels and silent, refuses anything else', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel(' ')).toBe('info');
    expect(parseLogLevel('DEBUG')).toBe('debug');
    expect(parseLogLevel('silent')).toBe('silent');
    expect(() => parseLogLevel('verbose')).toThrow(/MARU_LOG_LEVEL/);
  });
});
