import * as api from '@maru/api';
import { errorBodySchema, type Endpoint } from '@maru/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { tableRowCounts } from '../testing/rowCounts';
import { FUZZ_EXAMPLES, type ExampleInput, type FuzzContext } from './contractFuzzExamples';
import { variantsOf, type RawRequest } from './contractFuzzVariants';

/*
 * Issue 13: a fuzz test generated from the contract. For every endpoint of `@maru/api`, a valid
 * request (contractFuzzExamples.ts) is broken field by field (contractFuzzVariants.ts: wrong
 * types, missing fields, 1 MB strings, NaN, arrays for scalars, NUL bytes, invalid
 * percent-encodings, `../` in path parameters, `__proto__` keys). The rule: never a 5xx; a
 * refusal (4xx) carries the error model with a message and writes no row in any table. Some
 * variants are fine to accept (an unknown key is dropped): a 2xx is allowed.
 */

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}
const endpoints: Endpoint[] = (Object.values(api) as unknown[]).filter(isEndpoint);
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const SIGN_IN = keyOf(api.signIn);

let harness: Harness;
let cookie: string;
let context: FuzzContext;

async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

beforeAll(async () => {
  harness = await createHarness();
  // The seed dated posts and notices from the real clock: use it.
  harness.setTime(new Date().toISOString());
  cookie = await harness.signIn('minjun.kim');
  const get = async <T>(path: string) =>
    readJson<T>(await harness.call('GET', `/api${path}`, { cookie }));
  const favourites = await get<api.FavouriteMenu[]>('/portal/menu/fovorite');
  const holiday = await get<api.HolidayNoticeCheck>('/hr/ess/leave/annual/fore/detail/is-holiday');
  const unused = await get<api.NoticeEnvelope>('/hr/ess/unused/leave/checkPop');
  const refusal = await get<api.NoticeEnvelope>('/hr/ess/unused/leave/refusePop');
  context = {
    favourites: favourites.map(({ menuId, shortcutLinkFlag, sortNo }) => ({
      menuId,
      shortcutLinkFlag,
      sortNo,
    })),
    holidayNoticeId: holiday.notice?.noticeId ?? 1,
    unusedLeaveNoticeId: unused.payload.result?.noticeId ?? 1,
    labourRefusalNoticeId: refusal.payload.result?.noticeId ?? 1,
  };
});
afterAll(() => harness.close());

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

/** The base request of an endpoint, encoded as a client would send it. */
function baseRequest(endpoint: Endpoint): { input: ExampleInput; request: RawRequest } {
  const example = FUZZ_EXAMPLES[keyOf(endpoint)];
  if (!example) throw new Error(`no fuzz example for ${keyOf(endpoint)}`);
  const input = typeof example.input === 'function' ? example.input(context) : example.input;
  const params = Object.entries(input.params ?? {}).map(
    ([name, value]) => [name, encodeURIComponent(value)] as [string, string],
  );
  const query = Object.entries(input.query ?? {}).map(
    ([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)] as [string, string],
  );
  const body = 'body' in input ? JSON.stringify(input.body) : undefined;
  return { input, request: { params, query, body } };
}

function urlOf(endpoint: Endpoint, request: RawRequest): string {
  const values = new Map(request.params);
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => values.get(name) ?? '');
  const query = request.query.map(([name, value]) => (value === null ? name : `${name}=${value}`));
  return `/api${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

async function send(endpoint: Endpoint, request: RawRequest, signedOut: boolean) {
  const url = urlOf(endpoint, request);
  return harness.app.request(url, {
    method: endpoint.method,
    headers: {
      ...(endpoint.method === 'GET'
        ? {}
        : { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' }),
      ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(signedOut ? {} : { Cookie: cookie }),
      Lang: 'en',
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
}

/** What broke the rule, one line per offending variant (empty when all held). */
async function fuzz(endpoint: Endpoint): Promise<{ problems: string[]; requests: number }> {
  const { request: base } = baseRequest(endpoint);
  const signedOut = FUZZ_EXAMPLES[keyOf(endpoint)]?.signedOut ?? false;
  const problems: string[] = [];
  let counts = await tableRowCounts(harness.db);
  let requests = 0;
  for (const variant of variantsOf(endpoint, base)) {
    requests += 1;
    let response: Response;
    try {
      response = await send(endpoint, variant.request, signedOut);
    } catch (error) {
      problems.push(`${variant.label}: threw ${String(error)}`);
      continue;
    }
    const label = `${keyOf(endpoint)} ${variant.label} → ${response.status}`;
    if (response.status >= 500) {
      problems.push(label);
      counts = await tableRowCounts(harness.db);
      continue;
    }
    if (response.status < 400) {
      // Accepted (an unknown key dropped, a value that is fine after all): it may write.
      await response.arrayBuffer();
      counts = await tableRowCounts(harness.db);
      continue;
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: reported below.
    }
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success || parsed.data.meta.message.trim() === '') {
      problems.push(`${label}: not the error model: ${text.slice(0, 120)}`);
    }
    const after = await tableRowCounts(harness.db);
    const changed = changedTables(counts, after);
    if (changed.length > 0) problems.push(`${label}: wrote rows in ${changed.join(', ')}`);
    counts = after;
  }
  return { problems, requests };
}

describe('issue 13 contract fuzz: every endpoint has a valid example', () => {
  it('the example table covers every endpoint of @maru/api, and only those', () => {
    const keys = endpoints.map(keyOf).sort();
    expect(keys.length).toBeGreaterThan(60);
    expect(Object.keys(FUZZ_EXAMPLES).sort()).toEqual(keys);
  });

  it('each example satisfies the contract and is not a server error', async () => {
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      if (keyOf(endpoint) === SIGN_IN) continue;
      const { input, request } = baseRequest(endpoint);
      for (const [part, schema, value] of [
        ['params', endpoint.params, input.params ?? {}],
        ['query', endpoint.query, input.query ?? {}],
        ['body', endpoint.body, input.body],
      ] as const) {
        if (schema && !schema.safeParse(value).success) {
          problems.push(`${keyOf(endpoint)}: the example's ${part} breaks the contract`);
        }
      }
      const signedOut = FUZZ_EXAMPLES[keyOf(endpoint)]?.signedOut ?? false;
      const response = await send(endpoint, request, signedOut);
      if (response.status >= 500) problems.push(`${keyOf(endpoint)}: ${response.status}`);
      await response.arrayBuffer();
    }
    expect(problems).toEqual([]);
  });
});

describe('issue 13 contract fuzz: malformed input never answers 5xx and writes nothing', () => {
  it('every endpoint but sign-in, as a signed-in member', async () => {
    const problems: string[] = [];
    let requests = 0;
    for (const endpoint of endpoints) {
      if (keyOf(endpoint) === SIGN_IN) continue;
      const result = await fuzz(endpoint);
      problems.push(...result.problems);
      requests += result.requests;
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    // `__proto__` keys in bodies and queries polluted nothing.
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 120_000);

  // Last, and as another account: failed attempts count towards the sign-in limits.
  it('sign-in', async () => {
    const signIn = endpoints.find((endpoint) => keyOf(endpoint) === SIGN_IN);
    if (!signIn) throw new Error('the contract has no sign-in endpoint');
    const { problems } = await fuzz(signIn);
    // A judged attempt (401 wrong id or password, 423 locked, 429 too many) may record the
    // failure, as the sign-in limits require; every other refusal writes nothing.
    const judged = / → (401|423|429): wrote rows in [a-z_]*(sign_?in|login|attempt|fail)[a-z_]*$/;
    expect(problems.filter((problem) => !judged.test(problem))).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 60_000);
});
