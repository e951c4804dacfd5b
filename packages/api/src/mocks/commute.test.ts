import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  COMMUTE_REFUSAL_TEXTS,
  commuteAction,
  commuteSettings,
  commuteStatus,
  extendedWorkCheck,
  serverTimestamp,
} from '../contract';
import type { ApiError } from '../errors';
import { createApiClient } from '../client';
import { commuteActionBodyFixture, extendedWorkCheckFixture } from '../fixtures';
import { DEFAULT_MOCK_NOW, commuteHandlers } from './commute';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => createApiClient({ baseUrl: 'http://localhost/api' });
const status = () => api().call(commuteStatus, { query: { offset: 540 } });

describe('commute mocks for the flows of issue 6', () => {
  it('continueOffered: leave and continue, start blocked, yesterday false; continue/2 starts today at 06:00', async () => {
    server.use(...commuteHandlers({ scenario: 'continueOffered' }));
    expect(await status()).toMatchObject({
      start: false,
      pause: false,
      leave: true,
      continue: true,
      yesterday: false,
      attendanceTime: null,
    });
    await api().call(commuteAction, {
      body: commuteActionBodyFixture({ division: 'continue', type: '2' }),
    });
    expect(await status()).toMatchObject({
      pause: true,
      continue: false,
      yesterday: true,
      attendanceTime: Date.parse('2026-11-20T06:00:00+09:00') / 1000,
    });
  });

  it('continue is refused (409) when not offered', async () => {
    server.use(...commuteHandlers({ scenario: 'working' }));
    await expect(
      api().call(commuteAction, {
        body: commuteActionBodyFixture({ division: 'continue', type: '2' }),
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('extendedWork: flags Y in the settings, the check timed out with its data and comment', async () => {
    server.use(...commuteHandlers({ scenario: 'extendedWork' }));
    expect(await api().call(commuteSettings, { query: { ymd: '2026-11-20' } })).toMatchObject({
      applyExtendedWorkFlag: 'Y',
      extendedWorkDraftUseFlag: 'Y',
    });
    expect(await api().call(extendedWorkCheck, { query: { userId: 'U0001' } })).toEqual(
      extendedWorkCheckFixture(),
    );
  });

  it('extendedWorkInTime: not timed out; other scenarios have nothing to check', async () => {
    server.use(...commuteHandlers({ scenario: 'extendedWorkInTime' }));
    expect((await api().call(extendedWorkCheck, { query: { userId: 'U0001' } })).hasTimedOut).toBe(
      false,
    );
    server.resetHandlers();
    server.use(...commuteHandlers());
    expect(await api().call(extendedWorkCheck, { query: { userId: 'U0001' } })).toEqual({
      hasTimedOut: false,
      data: null,
      comment: null,
    });
  });

  it('settings overrides apply to every date (flexible work code 40)', async () => {
    server.use(...commuteHandlers({ settings: { workCode: '40' } }));
    expect(await api().call(commuteSettings, { query: { ymd: '2026-11-21' } })).toMatchObject({
      ymd: '2026-11-21',
      workCode: '40',
    });
  });

  it('spec 02 §5: a non-work start with a reason under two characters → 400 with the catalogue text', async () => {
    server.use(...commuteHandlers({ scenario: 'working' }));
    const error = await api()
      .call(commuteAction, { body: commuteActionBodyFixture({ division: '02', remark: '밥' }) })
      .catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 400 });
    expect(JSON.stringify(error)).toContain(COMMUTE_REFUSAL_TEXTS.pauseReasonTooShort.ko);
    expect(await status()).toMatchObject({ pause: true });
  });

  it('the server time is the mock clock', async () => {
    server.use(...commuteHandlers());
    expect(await api().call(serverTimestamp)).toEqual({ timestamp: DEFAULT_MOCK_NOW });
  });
});
