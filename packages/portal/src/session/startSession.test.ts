import { ApiError, parseApiError, type CloudInfo, type UserProfile } from '@maru/api';
import { cloudInfoFixture, employees, profileFor } from '@maru/api/fixtures';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_FLAG, type FlagStorage } from './loginRedirect';
import { startSession, type SessionCalls, type StartSessionDeps } from './startSession';

const user: UserProfile = profileFor(employees[0]!);

function memoryStorage(
  initial: Record<string, string> = {},
): FlagStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const unauthorized = () => new ApiError(parseApiError(401, null), '/gw/common/gw/user/myProfile');

interface Scenario {
  cloud?: CloudInfo | Error;
  profile?: UserProfile | Error;
  hrAdmin?: boolean | Error;
  storage?: ReturnType<typeof memoryStorage>;
  redirectIfAnonymous?: boolean;
}

/** A fake server and browser that record the order of calls and navigations. */
function harness(scenario: Scenario = {}) {
  const log: string[] = [];
  const answer = <T>(name: string, value: T | Error) => {
    log.push(name);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const calls: SessionCalls = {
    cloudInfo: () => answer('cloudInfo', scenario.cloud ?? cloudInfoFixture),
    myProfile: () => answer('myProfile', scenario.profile ?? user),
    hrAdminCheck: () => answer('hrAdminCheck', scenario.hrAdmin ?? true),
  };
  const storage = scenario.storage ?? memoryStorage();
  const deps: StartSessionDeps = {
    calls,
    browser: {
      assign: (url) => void log.push(`assign ${url}`),
      currentAddress: () => '/ess/myWorkHour?tab=2',
    },
    apiBase: 'https://maru.example.com/api',
    storage,
    redirectIfAnonymous: scenario.redirectIfAnonymous ?? true,
  };
  return { deps, log, storage };
}

describe('session start (spec 01 §4)', () => {
  it('loads cloud info first, then the user, then the HR-admin check', async () => {
    const { deps, log } = harness();
    const session = await startSession(deps);
    expect(log).toEqual(['cloudInfo', 'myProfile', 'hrAdminCheck']);
    expect(session).toEqual({ status: 'ready', user, cloud: cloudInfoFixture, isHrAdmin: true });
  });

  it('a blocked tenant with a blocked URL leaves for it before loading the user', async () => {
    const cloud = {
      ...cloudInfoFixture,
      isBlocked: true,
      blockedUrl: 'https://billing.example.com/blocked',
    };
    const { deps, log } = harness({ cloud });
    const session = await startSession(deps);
    expect(log).toEqual(['cloudInfo', 'assign https://billing.example.com/blocked']);
    expect(session.status).toBe('loading');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url', ''])(
    'a blocked URL that is not http(s) (%s) is never followed',
    async (blockedUrl) => {
      const cloud = { ...cloudInfoFixture, isBlocked: true, blockedUrl };
      const { deps, log } = harness({ cloud });
      await startSession(deps);
      expect(log.some((entry) => entry.startsWith('assign'))).toBe(false);
      expect(log).toContain('myProfile');
    },
  );

  it('a blocked URL is ignored when the tenant is not blocked', async () => {
    const cloud = {
      ...cloudInfoFixture,
      isBlocked: false,
      blockedUrl: 'https://billing.example.com/',
    };
    const { deps, log } = harness({ cloud });
    expect((await startSession(deps)).status).toBe('ready');
    expect(log).toEqual(['cloudInfo', 'myProfile', 'hrAdminCheck']);
  });

  it('401 on the user redirects once to the API login redirect with the current address', async () => {
    const { deps, log, storage } = harness({ profile: unauthorized() });
    const session = await startSession(deps);
    expect(log).toEqual([
      'cloudInfo',
      'myProfile',
      'assign https://maru.example.com/api/auth/login-redirect?returnUrl=%2Fess%2FmyWorkHour%3Ftab%3D2',
    ]);
    expect(session.status).toBe('loading');
    expect(storage.data.get(LOGIN_REDIRECT_FLAG)).toBe('1');
  });

  it('a second 401 in the same tab does not redirect again (no redirect loop): anonymous', async () => {
    const storage = memoryStorage();
    await startSession(harness({ profile: unauthorized(), storage }).deps);
    const second = harness({ profile: unauthorized(), storage });
    const session = await startSession(second.deps);
    expect(second.log).toEqual(['cloudInfo', 'myProfile']);
    expect(session).toEqual({ status: 'anonymous', cloud: cloudInfoFixture });
  });

  it('a loaded user releases the guard, so a later expiry may redirect again', async () => {
    const storage = memoryStorage({ [LOGIN_REDIRECT_FLAG]: '1' });
    await startSession(harness({ storage }).deps);
    expect(storage.data.has(LOGIN_REDIRECT_FLAG)).toBe(false);
    const later = harness({ profile: unauthorized(), storage });
    await startSession(later.deps);
    expect(later.log.at(-1)).toMatch(/^assign .*\/api\/auth\/login-redirect\?returnUrl=/);
  });

  it('on a public page a 401 leaves the visitor anonymous without redirecting', async () => {
    const { deps, log } = harness({ profile: unauthorized(), redirectIfAnonymous: false });
    expect(await startSession(deps)).toEqual({ status: 'anonymous', cloud: cloudInfoFixture });
    expect(log).toEqual(['cloudInfo', 'myProfile']);
  });

  it('a user call failing for another reason is an error, not a sign-in redirect', async () => {
    const failure = new ApiError(parseApiError(null, null), '/gw/common/gw/user/myProfile');
    const { deps, log } = harness({ profile: failure });
    expect(await startSession(deps)).toEqual({ status: 'error', error: failure });
    expect(log).toEqual(['cloudInfo', 'myProfile']);
  });

  it('failing cloud info is an error and the user is not loaded', async () => {
    const failure = new Error('offline');
    const { deps, log } = harness({ cloud: failure });
    expect(await startSession(deps)).toEqual({ status: 'error', error: failure });
    expect(log).toEqual(['cloudInfo']);
  });

  it('a failing HR-admin check means "not an HR admin" rather than a broken session', async () => {
    const { deps } = harness({ hrAdmin: new Error('boom') });
    const session = await startSession(deps);
    expect(session).toMatchObject({ status: 'ready', isHrAdmin: false });
  });
});
