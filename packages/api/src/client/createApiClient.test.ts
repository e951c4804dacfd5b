import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  commuteAction,
  commuteHours,
  commuteStatus,
  defineEndpoint,
  hrAdminCheck,
} from '../contract';
import { ApiError } from '../errors';
import { commuteActionBodyFixture, commuteStatusFixture } from '../fixtures';
import { deriveApiBase } from './baseUrl';
import { createApiClient } from './createApiClient';
import { serialiseQuery } from './query';
import type { ApiClientOptions } from './types';

const status = commuteStatusFixture();

// Without a remark, so the schema default ('') has something to fill in.
const { remark: _remark, ...actionBody } = commuteActionBodyFixture();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake fetch that records each request and answers with `answer`. No network. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Keep an unread copy for the assertions; the answer may consume the original.
    requests.push(request.clone());
    if (request.signal.aborted) throw request.signal.reason;
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

function client(
  answer: (request: Request) => Response | Promise<Response>,
  extra: ApiClientOptions = {},
) {
  const fake = fakeFetch(answer);
  const onError = vi.fn<(error: ApiError) => void>();
  const api = createApiClient({
    baseUrl: 'http://maru.test/api',
    fetch: fake.fetch,
    onError,
    ...extra,
  });
  return { api, onError, ...fake };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('deriveApiBase (spec 01 §7: the API prefix derives from the host)', () => {
  it('is the page origin plus /api', () => {
    expect(deriveApiBase({ origin: 'https://portal.maru.example' })).toBe(
      'https://portal.maru.example/api',
    );
    expect(deriveApiBase({ origin: 'http://127.0.0.1:3000/' })).toBe('http://127.0.0.1:3000/api');
  });

  it('is a bare /api without a location', () => {
    expect(deriveApiBase()).toBe('/api');
    expect(deriveApiBase({ origin: 'null' })).toBe('/api');
  });
});

describe('serialiseQuery', () => {
  it('skips undefined and null, repeats arrays, stringifies the rest', () => {
    expect(
      serialiseQuery({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: false, f: '한글' }),
    ).toBe('?a=1&d=x&d=y&e=false&f=%ED%95%9C%EA%B8%80');
    expect(serialiseQuery({})).toBe('');
    expect(serialiseQuery(undefined)).toBe('');
  });
});

describe('createApiClient', () => {
  it('calls baseUrl + path with cookies, the Lang header (default ko) and no studioId before it is known', async () => {
    const { api, requests } = client(() => json(status));
    await expect(api.call(commuteStatus, { query: { offset: 540 } })).resolves.toEqual(status);
    const request = requests[0];
    expect(request?.url).toBe('http://maru.test/api/hr/commute/status?offset=540');
    expect(request?.method).toBe('GET');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Lang')).toBe('ko');
    expect(request?.headers.has('studioId')).toBe(false);
  });

  it('sends the Lang and studioId headers from the getters on every request', async () => {
    let lang: 'en' | 'ja' = 'en';
    const { api, requests } = client(() => json(true), {
      getLang: () => lang,
      getStudioId: () => 'ST200',
    });
    await api.call(hrAdminCheck);
    lang = 'ja';
    await api.call(hrAdminCheck);
    expect(requests.map((request) => request.headers.get('lang'))).toEqual(['en', 'ja']);
    expect(requests[0]?.headers.get('studioId')).toBe('ST200');
  });

  it('derives the base URL from the page location when none is given', () => {
    vi.stubGlobal('location', { origin: 'https://portal.maru.example' });
    try {
      expect(createApiClient().baseUrl).toBe('https://portal.maru.example/api');
      expect(createApiClient({ baseUrl: 'http://x/api/' }).baseUrl).toBe('http://x/api');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('serialises the query after the schema fills defaults, skipping undefined values', async () => {
    const { api, requests } = client(() =>
      json({
        legalSeconds: 1,
        limitExtendedSeconds: 1,
        limitSeconds: 1,
        normalWorkSeconds: 1,
        extendedWorkSeconds: 1,
      }),
    );
    await api.call(commuteHours, { query: { offset: undefined } });
    expect(requests[0]?.url).toBe('http://maru.test/api/hr/commute/hours?flexibleWorkUseFlag=N');
  });

  it('fills path parameters', async () => {
    const userStatus = defineEndpoint({
      method: 'GET',
      path: '/hr/commute/currentStatus/:userId',
      params: z.object({ userId: z.string() }),
      response: z.object({ code: z.number() }),
    });
    const { api, requests } = client(() => json({ code: 1 }));
    await api.call(userStatus, { params: { userId: 'U 1' } });
    expect(requests[0]?.url).toBe('http://maru.test/api/hr/commute/currentStatus/U%201');
  });

  it('sends a write as JSON after validating it, with schema defaults applied', async () => {
    const { api, requests } = client(() => json({ success: true }));
    await expect(api.call(commuteAction, { body: actionBody })).resolves.toEqual({ success: true });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toContain('application/json');
    expect(await request?.json()).toEqual({ ...actionBody, remark: '' });
  });

  it('a body that breaks the schema never leaves: invalidRequest with the first issue message', async () => {
    const { api, spy, onError } = client(() => json({ success: true }));
    const error = await failure(
      api.call(commuteAction, { body: { ...actionBody, remark: 'x'.repeat(501) } }),
    );
    expect(spy).not.toHaveBeenCalled();
    expect(error).toMatchObject({
      status: null,
      messageKey: 'error.invalidRequest',
      serverMessage: '사유는 500자 이하로 입력해 주세요.',
      endpoint: '/hr/commute/action',
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('the contract’s validation message is shown in the Lang the client sends', async () => {
    const { api } = client(() => json({ success: true }), { getLang: () => 'ja' });
    const error = await failure(
      api.call(commuteAction, { body: { ...actionBody, remark: 'x'.repeat(501) } }),
    );
    expect(error.serverMessage).toBe('理由は500文字以内で入力してください。');
  });

  it('an HTTP error with a meta body becomes an ApiError, reported once to onError, then thrown', async () => {
    const { api, onError } = client(() =>
      json(
        { meta: { code: 'C409', message: '상태가 바뀌었습니다.', errorType: 'conflict' } },
        { status: 409 },
      ),
    );
    const error = await failure(api.call(commuteAction, { body: actionBody }));
    expect(error).toMatchObject({
      status: 409,
      code: 'C409',
      errorType: 'conflict',
      serverMessage: '상태가 바뀌었습니다.',
      messageKey: 'error.unknown',
      action: 'alert',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('validation errors show the first meta.data item message', async () => {
    const { api } = client(() =>
      json(
        {
          meta: {
            code: 'VALIDATION',
            message: 'Bad input',
            errorType: 'validation',
            data: [{ field: 'offset', message: 'offset must be whole minutes' }],
          },
        },
        { status: 400 },
      ),
    );
    const error = await failure(api.call(commuteStatus, { query: { offset: 540 } }));
    expect(error.serverMessage).toBe('offset must be whole minutes');
  });

  it('status policy travels on the error: 401 signIn, 403 and 410 toCommunity, 307 reload', async () => {
    for (const [code, action, key] of [
      [401, 'signIn', 'error.unauthorized'],
      [403, 'toCommunity', 'error.forbidden'],
      [410, 'toCommunity', 'error.gone'],
      [500, 'alert', 'error.unknown'],
    ] as const) {
      const { api } = client(() => new Response('', { status: code }));
      const error = await failure(api.call(hrAdminCheck));
      expect(error.action, String(code)).toBe(action);
      expect(error.messageKey, String(code)).toBe(key);
    }
  });

  it('spec 01 §8: errors from external providers (google, naver, microsoft) are returned silently', async () => {
    const mail = defineEndpoint({
      method: 'GET',
      path: '/provider/mail/list',
      response: z.array(z.string()),
      provider: 'google',
    });
    const { api, onError } = client(() => new Response('{}', { status: 502 }));
    const error = await failure(api.call(mail));
    expect(error.status).toBe(502);
    expect(onError).not.toHaveBeenCalled();
  });

  it('spec 02 §8: failures of silent calls (calendar, menus, favourites) reach the caller without the alert', async () => {
    const favourites = defineEndpoint({
      method: 'GET',
      path: '/portal/menu/fovorite',
      response: z.array(z.string()),
      silent: true,
    });
    const { api, onError } = client(() => new Response('{}', { status: 500 }));
    const error = await failure(api.call(favourites));
    expect(error.status).toBe(500);
    expect(onError).not.toHaveBeenCalled();
  });

  describe('quiet calls: the endpoint flag is the default, the call may override it', () => {
    const search = defineEndpoint({
      method: 'GET',
      path: '/es/unified/search',
      response: z.array(z.string()),
    });
    const menus = defineEndpoint({
      method: 'GET',
      path: '/common/menus/all',
      response: z.array(z.string()),
      silent: true,
    });

    it('spec 01 §8: a loud endpoint called with silent: true rejects without the alert hook', async () => {
      const { api, onError } = client(() => new Response('{}', { status: 500 }));
      expect((await failure(api.call(search, { silent: true }))).status).toBe(500);
      expect(onError).not.toHaveBeenCalled();
      // The same endpoint without the option stays loud (the search page).
      await failure(api.call(search));
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('spec 02 §8: silent: false makes a silent endpoint loud for that call', async () => {
      const { api, onError } = client(() => new Response('{}', { status: 500 }));
      await failure(api.call(menus, { silent: false }));
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('spec 01 §4: a 401 on a silent call still reaches the host, which signs out', async () => {
      const { api, onError } = client(() => new Response('', { status: 401 }));
      const fromFlag = await failure(api.call(menus));
      const fromOption = await failure(api.call(search, { silent: true }));
      expect(onError.mock.calls.map(([error]) => error)).toEqual([fromFlag, fromOption]);
      expect(fromFlag.action).toBe('signIn');
    });

    it('the option is not sent to the server', async () => {
      const { api, requests } = client(() => json([]));
      await api.call(search, { silent: true });
      expect(requests[0]?.url).toBe('http://maru.test/api/es/unified/search');
    });
  });

  it('no response (network failure) gives the bad-gateway text', async () => {
    const { api, onError } = client(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failure(api.call(hrAdminCheck));
    expect(error).toMatchObject({ status: null, messageKey: 'error.badGateway', action: 'alert' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('a 2xx write whose body holds an errors array fails with its first user_message', async () => {
    const { api, onError } = client(() =>
      json({
        success: false,
        errors: [{ user_message: '이미 처리 중인 요청이 있습니다.' }, { user_message: 'b' }],
      }),
    );
    const error = await failure(api.call(commuteAction, { body: actionBody }));
    expect(error).toMatchObject({
      status: 200,
      serverMessage: '이미 처리 중인 요청이 있습니다.',
      action: 'alert',
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('an answer that breaks the response schema fails with invalidResponse', async () => {
    const { api } = client(() => json({ date: 'today' }));
    const error = await failure(api.call(commuteStatus, { query: { offset: 540 } }));
    expect(error).toMatchObject({ status: 200, messageKey: 'error.invalidResponse' });
  });

  it('validateResponses false returns the raw answer', async () => {
    const { api } = client(() => json({ date: 'today' }), { validateResponses: false });
    await expect(api.call(commuteStatus, { query: { offset: 540 } })).resolves.toEqual({
      date: 'today',
    });
  });

  it('an abort is rethrown as-is and never reported to onError', async () => {
    const { api, onError } = client(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason), {
            once: true,
          });
        }),
    );
    const controller = new AbortController();
    const pending = api.call(hrAdminCheck, { signal: controller.signal });
    controller.abort();
    const reason: unknown = await pending.catch((error: unknown) => error);
    expect(reason).not.toBeInstanceOf(ApiError);
    expect((reason as Error).name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });

  it('writes are never retried, even on 503', async () => {
    const { api, spy } = client(() => new Response('', { status: 503 }), { readRetries: 2 });
    await failure(api.call(commuteAction, { body: actionBody }));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reads retry on 503 when readRetries is set', async () => {
    let calls = 0;
    const { api, spy } = client(
      () => (calls++ === 0 ? new Response('', { status: 503 }) : json(true)),
      { readRetries: 1 },
    );
    await expect(api.call(hrAdminCheck)).resolves.toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
