import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, rowCount, type Harness } from '../testing/harness';

/*
 * Issue 13, hole 9 "loose input": each example the review found, refused with 400 and the
 * catalogue text naming the field, and nothing written. (The NUL keyword of the six search
 * calls is in search/hostileKeywords.test.ts; every endpoint is fuzzed in contractFuzz.test.ts.)
 */

let h: Harness;
let minjun: string;

beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
});
afterAll(() => h.close());

const TEXTS = {
  offsetWhole: 'The time-zone offset must be a whole number of minutes.',
  dateInvalid: 'The date does not exist in the calendar or is outside the years 1900 to 2999.',
  dateFormat: 'The date must be in yyyy-MM-dd form.',
  control: 'The text contains characters that are not allowed (control or broken characters).',
  tooLong: 'The text is longer than allowed.',
  menuSystem: 'The system must be a code of capital letters, digits and _ (for example GW).',
  menuPath: 'The menu address must be a path starting with / or an http(s) address.',
  invalid: 'The request is not valid.',
};

async function expectRefused(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    meta: {
      code: 400,
      message: TEXTS.invalid,
      errorType: 'validation',
      data: [{ field, message }],
    },
  });
}

const get = (url: string) =>
  h.call('GET', `/api${url}`, { cookie: minjun, headers: { Lang: 'en' } });

describe('issue 13 loose input: numbers are digits only', () => {
  it.each([
    ['offset=', '/hr/commute/status?offset='],
    ['offset=0x10', '/hr/commute/status?offset=0x10'],
    ['offset=1e2', '/hr/commute/currentDate?offset=1e2'],
    ['offset=%205', '/hr/commute/previous-day?offset=%205'],
  ])('%s is refused, not read as a number', async (_, url) => {
    await expectRefused(await get(url), 'offset', TEXTS.offsetWhole);
  });

  it('page=0x10 on a list is refused with the whole-number text', async () => {
    const response = await get('/portal/portlet/myArticle?page=0x10&limit=5');
    await expectRefused(response, 'page', 'The value must be a whole number written in digits.');
  });
});

describe('issue 13 loose input: dates are real calendar dates', () => {
  it.each(['9999-99-99', '2026-02-30', '2026-13-01', '0000-01-01'])(
    'ymd=%s is refused',
    async (ymd) => {
      await expectRefused(await get(`/hr/commute/settings?ymd=${ymd}`), 'ymd', TEXTS.dateInvalid);
    },
  );

  it('a custom search period past the calendar is refused', async () => {
    const response = await get(
      '/es/search/posts?keyword=abc&period=custom&startYmd=2026-01-01&endYmd=2026-02-30',
    );
    await expectRefused(response, 'endYmd', TEXTS.dateInvalid);
  });
});

describe('issue 13 loose input: extParam is bounded', () => {
  const action = {
    offset: 540,
    type: '1',
    division: '01',
    latitude: null,
    longitude: null,
    timestamp: 1_795_392_000,
    platform: '02',
  };
  const act = (body: unknown) =>
    h.call('POST', '/api/hr/commute/action', { cookie: minjun, body, headers: { Lang: 'en' } });

  it.each([
    ['a 500 KB value', { note: 'x'.repeat(500_000) }],
    ['a nested document', { a: { b: { c: 1 } } }],
    ['a NUL in a value', { requestId: 'EW-1\u0000' }],
  ])('%s → 400 naming extParam, nothing written', async (_, extParam) => {
    const before = await rowCount(h.db, 'commute_records');
    await expectRefused(await act({ ...action, extParam }), 'extParam', TEXTS.invalid);
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
  });

  it('5 MB → refused (413 by the body limit, or 400), nothing written', async () => {
    const before = await rowCount(h.db, 'commute_records');
    const response = await act({ ...action, extParam: { note: 'x'.repeat(5_000_000) } });
    expect([400, 413]).toContain(response.status);
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
  });
});

describe('issue 13 loose input: the menu access log stores no junk', () => {
  const access = (body: unknown) =>
    h.call('POST', '/api/common/menus/access', { cookie: minjun, body, headers: { Lang: 'en' } });

  it.each([
    ['a NUL in menuPath', { system: 'GW', menuPath: '/ess\u0000' }, 'menuPath', TEXTS.control],
    ['a NUL in system', { system: 'G\u0000W', menuPath: '/ess' }, 'system', TEXTS.menuSystem],
    ['an escape sequence', { system: 'GW', menuPath: '/\u001b[2J' }, 'menuPath', TEXTS.control],
    ['a lone surrogate', { system: 'GW', menuPath: '/\uD800' }, 'menuPath', TEXTS.control],
    [
      '__proto__ as the system',
      { system: '__proto__', menuPath: '/ess' },
      'system',
      TEXTS.menuSystem,
    ],
    ['__proto__ as the path', { system: 'GW', menuPath: '__proto__' }, 'menuPath', TEXTS.menuPath],
    [
      'a 2001-character path',
      { system: 'GW', menuPath: `/${'x'.repeat(2000)}` },
      'menuPath',
      TEXTS.tooLong,
    ],
  ])('%s → 400, nothing written', async (_, body, field, message) => {
    const before = await rowCount(h.db, 'menu_access_log');
    await expectRefused(await access(body), field, message);
    expect(await rowCount(h.db, 'menu_access_log')).toBe(before);
  });

  it('a __proto__ key in the body is dropped: only system and path are stored', async () => {
    const before = await rowCount(h.db, 'menu_access_log');
    const body = '{"__proto__":{"polluted":true},"system":"GW","menuPath":"/ess"}';
    expect((await access(body)).status).toBe(200);
    expect(await rowCount(h.db, 'menu_access_log')).toBe(before + 1);
    const row = await h.db
      .selectFrom('menu_access_log')
      .select(['system', 'menu_path'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ system: 'GW', menu_path: '/ess' });
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
