import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cloudInfo,
  commuteAction,
  commuteHours,
  commuteSettings,
  commuteStatus,
  currentDate,
  currentPeriodInfo,
  extendedWorkCheck,
  hrAdminCheck,
  myProfile,
  serverTimestamp,
  signIn,
  signOut,
  type CommuteActionBody,
} from '../contract';
import { createApiClient, type ApiClient } from '../client';
import { ApiError, errorCatalogue } from '../errors';
import { commuteActionBodyFixture } from '../fixtures';
import {
  type CommuteScenario,
  commuteHandlers,
  createHandlers,
  DEFAULT_MOCK_NOW,
  delayedHandler,
  errorHandler,
  handlers,
  networkErrorHandler,
  sessionHandlers,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: 'ko' | 'en' = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

function action(division: '01' | '02', type: '1' | '2'): CommuteActionBody {
  // A non-work start needs a reason of two characters or more (spec 02 §5).
  const remark = division === '02' && type === '1' ? '외출' : '';
  return commuteActionBodyFixture({ type, division, timestamp: DEFAULT_MOCK_NOW, remark });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const flags = async (client: ApiClient) => {
  const { start, pause, leave } = await client.call(commuteStatus, { query: { offset: 540 } });
  return { start, pause, leave };
};

describe('session handlers', () => {
  // Which company's cloud info answers is proven in shell.test.ts (it follows the session).
  it('sign in minjun.kim by default: his profile and HR-admin check', async () => {
    server.use(...sessionHandlers());
    const client = api();
    const profile = await client.call(myProfile);
    expect(profile).toMatchObject({
      userName: '김민준',
      email: 'minjun.kim@maru.example',
      companyName: '마루 주식회사',
    });
    await expect(client.call(hrAdminCheck)).resolves.toBe(false);
  });

  it('answer the profile in the request language', async () => {
    server.use(...sessionHandlers());
    await expect(api('en').call(myProfile)).resolves.toMatchObject({ companyName: 'Maru Corp.' });
  });

  it('sign in a demo account, reject a wrong password with 401, and sign out', async () => {
    server.use(...sessionHandlers({ userId: null }));
    const client = api();
    expect((await failure(client.call(myProfile))).action).toBe('signIn');
    const wrong = await failure(
      client.call(signIn, { body: { loginId: 'admin', password: 'nope' } }),
    );
    expect(wrong).toMatchObject({
      status: 401,
      serverMessage: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
    await expect(
      client.call(signIn, { body: { loginId: 'admin', password: 'maru1234!' } }),
    ).resolves.toEqual({
      userId: 'U0003',
    });
    await expect(client.call(hrAdminCheck)).resolves.toBe(true);
    await expect(client.call(signOut)).resolves.toEqual({ success: true });
    expect((await failure(client.call(myProfile))).status).toBe(401);
  });
});

describe('commute handlers', () => {
  it.each([
    ['notStarted', { start: true, pause: false, leave: false }],
    ['working', { start: false, pause: true, leave: true }],
    ['paused', { start: false, pause: false, leave: true }],
    ['left', { start: true, pause: false, leave: false }],
    ['nothingPermitted', { start: false, pause: false, leave: false }],
  ] as const)('scenario %s answers the spec flags', async (scenario, expected) => {
    server.use(...commuteHandlers({ scenario }));
    await expect(flags(api())).resolves.toEqual(expected);
  });

  it('left has a leave time; nothingPermitted has no yesterday leave record', async () => {
    server.use(...commuteHandlers({ scenario: 'left' }));
    const left = await api().call(commuteStatus, { query: { offset: 540 } });
    expect(left.leaveTime).toBe(DEFAULT_MOCK_NOW - 600);
    // resetHandlers(...next) would make `next` the initial handlers of every later test.
    server.resetHandlers();
    server.use(...commuteHandlers({ scenario: 'nothingPermitted' }));
    expect((await api().call(commuteStatus, { query: { offset: 540 } })).yesterday).toBe(false);
  });

  it('action transitions: 01/1 working, 02/1 paused, 02/2 working, 01/2 left', async () => {
    server.use(...commuteHandlers());
    const client = api();
    await client.call(commuteAction, { body: action('01', '1') });
    expect(await flags(client)).toEqual({ start: false, pause: true, leave: true });
    const working = await client.call(commuteStatus, { query: { offset: 540 } });
    expect(working.attendanceTime).toBe(DEFAULT_MOCK_NOW);
    await client.call(commuteAction, { body: action('02', '1') });
    expect(await flags(client)).toEqual({ start: false, pause: false, leave: true });
    await client.call(commuteAction, { body: action('02', '2') });
    expect(await flags(client)).toEqual({ start: false, pause: true, leave: true });
    await client.call(commuteAction, { body: action('01', '2') });
    const left = await client.call(commuteStatus, { query: { offset: 540 } });
    expect(left).toMatchObject({
      start: true,
      pause: false,
      leave: false,
      leaveTime: DEFAULT_MOCK_NOW,
    });
  });

  it('a transition the state does not permit answers 409 with a meta body, in the request language', async () => {
    server.use(...commuteHandlers({ scenario: 'notStarted' }));
    const error = await failure(api('en').call(commuteAction, { body: action('01', '2') }));
    expect(error).toMatchObject({
      status: 409,
      code: 'COMMUTE_STATE_CHANGED',
      serverMessage: 'Your work status has changed. The latest information has been reloaded.',
    });
    expect(await flags(api())).toEqual({ start: true, pause: false, leave: false });
  });

  it('a body that breaks the schema answers 400 validation naming the field, in the request language', async () => {
    server.use(...commuteHandlers({ scenario: 'notStarted' }), ...sessionHandlers());
    // Raw fetches: the client would refuse to send these bodies.
    const post = (path: string, body: unknown) =>
      fetch(`http://localhost/api${path}`, {
        method: 'POST',
        headers: { Lang: 'en', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const [path, body, field] of [
      [commuteAction.path, { ...action('01', '1'), division: '03' }, 'division'],
      [signIn.path, { loginId: 'admin' }, 'password'],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        meta: {
          errorType: 'validation',
          message: errorCatalogue.en['error.invalidRequest'],
          data: [expect.objectContaining({ field })],
        },
      });
    }
    expect(await flags(api())).toEqual({ start: true, pause: false, leave: false });
  });

  it('each handler set has its own state', async () => {
    server.use(...commuteHandlers());
    await api().call(commuteAction, { body: action('01', '1') });
    server.resetHandlers();
    server.use(...commuteHandlers());
    expect((await flags(api())).start).toBe(true);
  });

  const scenarios: CommuteScenario[] = [
    'notStarted',
    'working',
    'paused',
    'left',
    'nothingPermitted',
    'continueOffered',
    'extendedWork',
    'extendedWorkInTime',
  ];
  const reads = [
    [commuteStatus, '?offset=540'],
    [commuteSettings, '?ymd=2026-11-23'],
    [commuteHours, '?flexibleWorkUseFlag=N&offset=540'],
    [currentPeriodInfo, '?offset=540'],
    [currentDate, '?offset=540'],
    [serverTimestamp, ''],
    [extendedWorkCheck, '?userId=U0001&offset=540'],
  ] as const;

  it.each(scenarios)(
    'scenario %s: every read answers a body the contract accepts',
    async (scenario) => {
      server.use(...commuteHandlers({ scenario }));
      // Raw fetches and the endpoints' own response schemas, not the client's parsing.
      for (const [endpoint, query] of reads) {
        const response = await fetch(`http://localhost/api${endpoint.path}${query}`);
        expect(response.status, endpoint.path).toBe(200);
        const parsed = endpoint.response.safeParse(await response.json());
        expect(parsed.error?.issues ?? [], endpoint.path).toEqual([]);
      }
    },
  );

  it('settings answer the date asked for; Saturdays and Sundays are holidays', async () => {
    server.use(...commuteHandlers());
    const settings = (ymd: string) => api().call(commuteSettings, { query: { ymd } });
    await expect(settings('2026-11-21')).resolves.toMatchObject({
      ymd: '2026-11-21',
      holidayYn: 'Y',
    });
    await expect(settings('2026-11-22')).resolves.toMatchObject({ holidayYn: 'Y' });
    await expect(settings('2026-11-23')).resolves.toMatchObject({
      ymd: '2026-11-23',
      holidayYn: 'N',
    });
  });

  it('spec 02 §5: the current date is the work day of the clock in Seoul, turning at 06:00', async () => {
    const dateAt = async (now: number) => {
      server.use(...commuteHandlers({ now }));
      return (await api().call(currentDate, { query: { offset: 540 } })).date;
    };
    const kst = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;
    await expect(dateAt(kst('2026-11-21T05:59:59'))).resolves.toBe('2026-11-20');
    await expect(dateAt(kst('2026-11-21T06:00:00'))).resolves.toBe('2026-11-21');
    await expect(dateAt(kst('2027-01-01T05:00:00'))).resolves.toBe('2026-12-31');
  });

  it('honour a custom now and date', async () => {
    server.use(...commuteHandlers({ now: 1_800_000_000, date: '2027-01-15' }));
    await expect(api().call(serverTimestamp)).resolves.toEqual({ timestamp: 1_800_000_000 });
    await expect(api().call(currentDate, { query: { offset: 540 } })).resolves.toEqual({
      date: '2027-01-15',
    });
  });
});

describe('helpers', () => {
  it('errorHandler makes an endpoint fail with the status and body', async () => {
    // Handlers added later take precedence, as stories add their overrides after the defaults.
    server.use(...handlers);
    server.use(errorHandler(myProfile, 403));
    server.use(
      errorHandler(hrAdminCheck, 500, {
        meta: { code: 'X', message: '실패', errorType: 'server' },
      }),
    );
    expect(await failure(api().call(myProfile))).toMatchObject({
      status: 403,
      messageKey: 'error.forbidden',
    });
    expect(await failure(api().call(hrAdminCheck))).toMatchObject({
      status: 500,
      serverMessage: '실패',
    });
  });

  it('networkErrorHandler gives the bad-gateway text', async () => {
    server.use(networkErrorHandler(cloudInfo));
    expect(await failure(api().call(cloudInfo))).toMatchObject({
      status: null,
      messageKey: 'error.badGateway',
    });
  });

  it('delayedHandler holds the answer back until the delay passes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      server.use(delayedHandler(hrAdminCheck, { ms: 1000, body: true }));
      let settled = false;
      const pending = api()
        .call(hrAdminCheck)
        .then((value) => {
          settled = true;
          return value;
        });
      await vi.advanceTimersByTimeAsync(900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await expect(pending).resolves.toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('createHandlers mounts under a custom base', async () => {
    server.use(...createHandlers({ base: '/gateway/api', commute: { scenario: 'working' } }));
    const client = createApiClient({ baseUrl: 'http://localhost/gateway/api' });
    expect((await client.call(commuteStatus, { query: { offset: 540 } })).pause).toBe(true);
    await expect(api().call(commuteStatus, { query: { offset: 540 } })).rejects.toThrow();
  });
});
