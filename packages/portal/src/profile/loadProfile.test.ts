import {
  ApiError,
  hrLookupCodes,
  memberIntroductions,
  memberLocations,
  memberProfile,
  memberRelations,
  memberWorkStatus,
  type ApiClient,
} from '@maru/api';
import { findMember, memberProfileFor } from '@maru/api/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { loadProfile } from './loadProfile';

const profile = memberProfileFor(findMember('U0001')!, 'ko');
const failure = () =>
  new ApiError(
    {
      status: 500,
      code: null,
      errorType: null,
      message: null,
      messageKey: 'error.unknown',
      action: 'alert',
    },
    'x',
  );

/** A client answering each endpoint from `answers` (a function throws to fail the call). */
function fakeClient(answers: Map<unknown, () => unknown>) {
  const calls: string[] = [];
  const call = vi.fn(async (endpoint: { path: string }, _options?: { silent?: boolean }) => {
    calls.push(endpoint.path);
    const answer = answers.get(endpoint);
    if (!answer) throw new Error(`unexpected ${endpoint.path}`);
    return answer();
  });
  return { client: { baseUrl: '', call } as unknown as ApiClient, calls, spy: call };
}

function happyAnswers(): Map<unknown, () => unknown> {
  return new Map<unknown, () => unknown>([
    [memberProfile, () => profile],
    [memberWorkStatus, () => ({ userId: 'U0001', workStatus: 1 })],
    [
      memberIntroductions,
      () => [
        { introductionId: 2, tagName: '커피', sortNo: 2 },
        { introductionId: 1, tagName: '접근성', sortNo: 1 },
      ],
    ],
    [memberLocations, () => [{ locationId: 'PGY' }]],
    [memberRelations, () => ({ managers: [], users: [] })],
    [hrLookupCodes, () => []],
  ]);
}

const options = () => ({ offset: 540, signal: new AbortController().signal });

describe('loadProfile (spec 01 §4 profile dialog loading)', () => {
  it('spec 01 §4: asks profile, locations, status, introduction, members and codes at once', async () => {
    const { client, calls } = fakeClient(happyAnswers());
    const pending = loadProfile(client, 'U0001', options());
    // All seven calls left before any answered: they run in parallel.
    expect(calls).toHaveLength(7);
    const data = await pending;
    expect(data.workStatus).toBe(1);
    expect(data.introductions.map((tag) => tag.tagName)).toEqual(['접근성', '커피']);
    expect(new Set(calls)).toEqual(
      new Set([
        '/user/userProfile/:userId',
        '/hr/commute/currentStatus/:userId',
        '/user/myIntroduction',
        '/user/myLocationInfo',
        '/fnd/:userId/members',
        '/common/lookup-values/codes',
      ]),
    );
  });

  it('spec 01 §4: a failed status call defaults to 9 (left work)', async () => {
    const answers = happyAnswers();
    answers.set(memberWorkStatus, () => {
      throw failure();
    });
    const { client } = fakeClient(answers);
    expect((await loadProfile(client, 'U0001', options())).workStatus).toBe(9);
  });

  it('failed side calls read as empty lists; the profile still shows', async () => {
    const answers = happyAnswers();
    for (const endpoint of [memberIntroductions, memberLocations, memberRelations, hrLookupCodes]) {
      answers.set(endpoint, () => {
        throw failure();
      });
    }
    const data = await loadProfile(fakeClient(answers).client, 'U0001', options());
    expect(data).toMatchObject({
      profile,
      introductions: [],
      locations: [],
      relations: { managers: [], users: [] },
      statusCodes: [],
    });
  });

  it('a failed profile call fails the load', async () => {
    const answers = happyAnswers();
    answers.set(memberProfile, () => {
      throw failure();
    });
    await expect(
      loadProfile(fakeClient(answers).client, 'U0001', options()),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('spec 01 §8: every call is silent, so a failure never raises the host alert on top of the dialog', async () => {
    const { client, spy } = fakeClient(happyAnswers());
    await loadProfile(client, 'U0001', options());
    expect(spy.mock.calls.map(([, callOptions]) => callOptions?.silent)).toEqual(
      Array.from({ length: 7 }, () => true),
    );
  });
});
