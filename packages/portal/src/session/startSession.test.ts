import { ApiError, parseApiError, type CloudInfo, type UserProfile } from '@maru/api';
import { cloudInfoFixture, employees, profileFor } from '@maru/api/fixtures';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_FLAG, type FlagStorage } from './loginRedirect';
import type { SessionUser } from './sessionState';
import { startSession, type SessionCalls, type StartSessionDeps } from './startSession';

const profile: UserProfile = profileFor(employees[0]!);

/** The profile as the session stores it when every check says yes and the flags are '0'. */
const user: SessionUser = {
  ...profile,
  hrUserAdminFlag: true,
  isFinanceAdmin: true,
  isGaPrivileged: true,
  managerFlag: false,
  unionAdminFlag: false,
};

/** Every call of a signed-in start on the demo tenant (cloud and GA on). */
const ALL_CALLS = ['cloudInfo', 'myProfile', 'hrAdminCheck', 'financeCheck', 'gaPrivilegedCheck'];

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
  finance?: boolean | Error;
  gaPrivileged?: boolean | Error;
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
    myProfile: () => answer('myProfile', scenario.profile ?? profile),
    hrAdminCheck: () => answer('hrAdminCheck', scenario.hrAdmin ?? true),
    financeCheck: () => answer('financeCheck', scenario.finance ?? true),
    gaPrivilegedCheck: () => answer('gaPrivilegedCheck', scenario.gaPrivileged ?? true),
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
  it('loads cloud info first, then the user, then the HR-admin, finance and GA checks', async () => {
    const { deps, log } = harness();
    const session = await startSession(deps);
    expect(log).toEqual(ALL_CALLS);
    expect(session).toEqual({ status: 'ready', user, cloud: cloudInfoFixture });
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
    expect(log).toEqual(ALL_CALLS);
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
    expect(session).toMatchObject({ status: 'ready', user: { hrUserAdminFlag: false } });
  });
});

describe('session start: the permission flags on the user (spec 01 §4, §6)', () => {
  const readyUser = async (scenario: Scenario) => {
    const session = await startSession(harness(scenario).deps);
    if (session.status !== 'ready') throw new Error(`expected ready, got ${session.status}`);
    return session.user;
  };

  it('spec 01 §6: the check answers become hrUserAdminFlag, isFinanceAdmin and isGaPrivileged', async () => {
    // The profile's own values must not leak through: the checks decide.
    const claims = {
      ...profile,
      hrUserAdminFlag: true,
      isFinanceAdmin: true,
      isGaPrivileged: true,
    };
    expect(
      await readyUser({ profile: claims, hrAdmin: false, finance: false, gaPrivileged: false }),
    ).toMatchObject({ hrUserAdminFlag: false, isFinanceAdmin: false, isGaPrivileged: false });
    expect(await readyUser({ hrAdmin: true, finance: false, gaPrivileged: true })).toMatchObject({
      hrUserAdminFlag: true,
      isFinanceAdmin: false,
      isGaPrivileged: true,
    });
  });

  it.each([
    ['the HR-admin check', { hrAdmin: new Error('down') }, 'hrUserAdminFlag'],
    ['the finance check', { finance: new Error('down') }, 'isFinanceAdmin'],
    ['the GA check', { gaPrivileged: new Error('down') }, 'isGaPrivileged'],
  ] as const)('spec 01 §6: a failing %s counts as false', async (_label, scenario, flag) => {
    const session = await startSession(harness(scenario).deps);
    expect(session.status).toBe('ready');
    if (session.status === 'ready') expect(session.user[flag]).toBe(false);
  });

  it.each([
    ['not a cloud tenant', { isCloud: false, useGa: true }],
    ['GA not used', { isCloud: true, useGa: false }],
    ['neither', { isCloud: false, useGa: false }],
  ])(
    'spec 01 §6: the GA check is asked only when cloud and GA use are on (%s: not asked, false)',
    async (_label, flags) => {
      const { deps, log } = harness({ cloud: { ...cloudInfoFixture, ...flags } });
      const session = await startSession(deps);
      expect(log).toEqual(['cloudInfo', 'myProfile', 'hrAdminCheck', 'financeCheck']);
      expect(session).toMatchObject({ status: 'ready', user: { isGaPrivileged: false } });
    },
  );

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['0', false],
    [0, false],
    [false, false],
    ['Y', false],
    ['true', false],
  ] as const)(
    'spec 01 §4: manager and union-admin flags %j are stored as %s',
    async (wire, expected) => {
      const user = await readyUser({
        profile: { ...profile, managerFlag: wire, unionAdminFlag: wire },
      });
      expect(user.managerFlag).toBe(expected);
      expect(user.unionAdminFlag).toBe(expected);
    },
  );
});
