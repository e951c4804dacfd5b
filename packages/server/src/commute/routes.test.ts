import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMUTE_REFUSAL_TEXTS,
  commuteSettingsSchema,
  commuteStatusSchema,
  hoursSchema,
  periodInfoSchema,
  type CommuteDivision,
  type CommuteStatus,
  type CommuteType,
} from '@maru/api';
import { commuteActionBodyFixture, commuteStatusFixture } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';

const H = 3600;
const unix = (iso: string) => Date.parse(iso) / 1000;

let h: Harness;
let minjun: string;
let seoyeon: string;
beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  seoyeon = await h.signIn('seoyeon.lee');
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('commute_records').execute();
  await h.db.deleteFrom('commute_settings').execute();
  h.setTime('2026-11-23T00:00:00Z'); // Monday 09:00 in Seoul
});

/** Moves the clock and signs both in again: sessions last 12 hours of server time. */
async function travel(iso: string): Promise<void> {
  h.setTime(iso);
  minjun = await h.signIn('minjun.kim');
  seoyeon = await h.signIn('seoyeon.lee');
}

/** An action from Seoul with a position, sent at Monday 09:00; `extra` may break the schema. */
function action(division: CommuteDivision, type: CommuteType, extra: object = {}) {
  return {
    ...commuteActionBodyFixture({
      type,
      division,
      latitude: 37.5665,
      longitude: 126.978,
      timestamp: unix('2026-11-23T00:00:00Z'),
    }),
    ...extra,
  };
}

async function act(cookie: string, body: object, headers: Record<string, string> = {}) {
  return h.call('POST', '/api/hr/commute/action', { cookie, body, headers });
}

async function status(cookie: string): Promise<CommuteStatus> {
  const response = await h.call('GET', '/api/hr/commute/status?offset=540', { cookie });
  expect(response.status).toBe(200);
  return commuteStatusSchema.parse(await response.json());
}

describe('GET /api/hr/commute/status', () => {
  it('with no records: start only, yesterday recorded, today’s work day', async () => {
    expect(await status(minjun)).toEqual(commuteStatusFixture({ date: '2026-11-23' }));
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', '/api/hr/commute/status?offset=540')).status).toBe(401);
  });

  it.each([
    ['missing offset', '/api/hr/commute/status'],
    ['non-numeric offset', '/api/hr/commute/status?offset=abc'],
    ['offset out of range', '/api/hr/commute/status?offset=900'],
    ['fractional offset', '/api/hr/commute/status?offset=540.5'],
  ])('%s → 400 validation naming the offset', async (_name, url) => {
    const response = await h.call('GET', url, { cookie: minjun, headers: { Lang: 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { code: 400, errorType: 'validation', data: [{ field: 'offset' }] },
    });
  });
});

describe('POST /api/hr/commute/action — the full journey with the server clock', () => {
  it('start → non-work → resume → leave → re-check-in → leave', async () => {
    expect((await act(minjun, action('01', '1'))).status).toBe(200);
    let now = await status(minjun);
    expect(now).toMatchObject({ start: false, pause: true, leave: true });
    expect(now.attendanceTime).toBe(unix('2026-11-23T00:00:00Z'));

    h.advance(3 * H);
    const pause = await act(minjun, action('02', '1', { remark: '점심 식사' }));
    expect(await pause.json()).toEqual({ success: true });
    now = await status(minjun);
    expect(now).toMatchObject({ start: false, pause: false, leave: true, workTime: 3 * H });

    h.advance(H);
    expect((await act(minjun, action('02', '2'))).status).toBe(200);
    h.advance(2 * H);
    expect(await status(minjun)).toMatchObject({ pause: true, leave: true, workTime: 5 * H });

    expect((await act(minjun, action('01', '2'))).status).toBe(200);
    now = await status(minjun);
    expect(now).toMatchObject({ start: true, pause: false, leave: false, workTime: 5 * H });
    expect(now.leaveTime).toBe(unix('2026-11-23T06:00:00Z'));

    // Re-check-in two hours later: those two hours become non-work.
    h.advance(2 * H);
    expect((await act(minjun, action('01', '1'))).status).toBe(200);
    h.advance(H);
    now = await status(minjun);
    expect(now).toMatchObject({ start: false, pause: true, leave: true, leaveTime: null });
    expect(now.workTime).toBe(6 * H);
    expect(now.attendanceTime).toBe(unix('2026-11-23T00:00:00Z'));
    const gap = await h.db
      .selectFrom('commute_records')
      .select(['division', 'type', 'recorded_at'])
      .where('division', '=', '02')
      .orderBy('id')
      .execute();
    expect(gap.slice(-2)).toEqual([
      { division: '02', type: '1', recorded_at: unix('2026-11-23T06:00:00Z') },
      { division: '02', type: '2', recorded_at: unix('2026-11-23T08:00:00Z') },
    ]);

    expect((await act(minjun, action('01', '2'))).status).toBe(200);
    expect(await status(minjun)).toMatchObject({ start: true, workTime: 6 * H });
  });

  it('records the server time and keeps the client timestamp, position, platform and remark', async () => {
    await act(minjun, action('01', '1', { timestamp: 1_700_000_000, remark: '  출근합니다 ' }));
    const row = await h.db.selectFrom('commute_records').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: 'U0001',
      ymd: '2026-11-23',
      division: '01',
      type: '1',
      recorded_at: unix('2026-11-23T00:00:00Z'),
      client_timestamp: 1_700_000_000,
      latitude: 37.5665,
      longitude: 126.978,
      platform: '02',
      remark: '출근합니다',
    });
  });

  it('leaving during non-work closes the non-work first', async () => {
    await act(minjun, action('01', '1'));
    h.advance(H);
    await act(minjun, action('02', '1', { remark: '외출' }));
    h.advance(H);
    expect((await act(minjun, action('01', '2'))).status).toBe(200);
    const rows = await h.db
      .selectFrom('commute_records')
      .select(['division', 'type'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.division}/${r.type}`)).toEqual(['01/1', '02/1', '02/2', '01/2']);
    expect(await status(minjun)).toMatchObject({ start: true, workTime: H });
  });

  it.each([
    ['start while working', [['01', '1']], ['01', '1'], 'alreadyAtWork'],
    ['non-work end while not paused (02/2)', [['01', '1']], ['02', '2'], 'notPaused'],
    ['leave before starting', [], ['01', '2'], 'notAtWork'],
    [
      'non-work start after leaving',
      [
        ['01', '1'],
        ['01', '2'],
      ],
      ['02', '1'],
      'alreadyLeft',
    ],
    ['non-work start before starting', [], ['02', '1'], 'notWorking'],
    ['continue with no open previous day', [], ['continue', '2'], 'continueNotOffered'],
  ] as const)(
    'spec 02 §4 state machine: %s → 409 conflict with its own message, nothing written',
    async (_name, setup, [division, type], refusal) => {
      for (const [d, t] of setup) await act(minjun, action(d, t));
      const before = await rowCount(h.db, 'commute_records');
      const response = await act(minjun, action(division, type, { remark: '사유 있음' }), {
        Lang: 'en',
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        meta: { code: 409, errorType: 'conflict', message: COMMUTE_REFUSAL_TEXTS[refusal].en },
      });
      expect(await rowCount(h.db, 'commute_records')).toBe(before);
    },
  );

  it('spec 02 §5: a non-work start with a reason under two characters → 400 naming remark, nothing written', async () => {
    await act(minjun, action('01', '1'));
    const before = await rowCount(h.db, 'commute_records');
    for (const remark of ['', ' 밥 ']) {
      const response = await act(minjun, action('02', '1', { remark }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        meta: {
          code: 400,
          errorType: 'validation',
          message: COMMUTE_REFUSAL_TEXTS.pauseReasonTooShort.ko,
          data: [{ field: 'remark', message: COMMUTE_REFUSAL_TEXTS.pauseReasonTooShort.ko }],
        },
      });
    }
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
    expect((await act(minjun, action('02', '1', { remark: '은행' }))).status).toBe(200);
    expect(await status(minjun)).toMatchObject({ pause: false, leave: true });
  });

  it('spec 02 §4: continue-work with type 1 → 400, nothing written', async () => {
    const response = await act(minjun, action('continue', '1'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'type' }] },
    });
    expect(await rowCount(h.db, 'commute_records')).toBe(0);
  });

  it.each([
    ['an unknown division', { division: '03' }, 'division'],
    ['an unknown type', { type: '3' }, 'type'],
    ['a latitude off the globe', { latitude: 91 }, 'latitude'],
    ['a missing timestamp', { timestamp: undefined }, 'timestamp'],
    ['a wrong platform', { platform: '10' }, 'platform'],
    ['an over-long remark', { remark: 'x'.repeat(501) }, 'remark'],
    ['an offset out of range', { offset: 10_000 }, 'offset'],
  ])(
    'bad input (%s) → 400 validation naming the field, nothing written',
    async (_n, patch, field) => {
      const response = await act(minjun, action('01', '1', patch));
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        meta: { errorType: string; data: { field: string }[] };
      };
      expect(body.meta.errorType).toBe('validation');
      expect(body.meta.data.map((item) => item.field)).toContain(field);
      expect(await rowCount(h.db, 'commute_records')).toBe(0);
    },
  );

  it('anonymous → 401, nothing written', async () => {
    const response = await h.call('POST', '/api/hr/commute/action', { body: action('01', '1') });
    expect(response.status).toBe(401);
    expect(await rowCount(h.db, 'commute_records')).toBe(0);
  });

  it('a cross-site write → 403 forbidden, nothing written', async () => {
    const response = await h.call('POST', '/api/hr/commute/action', {
      cookie: minjun,
      body: action('01', '1'),
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ meta: { errorType: 'forbidden' } });
    expect(await rowCount(h.db, 'commute_records')).toBe(0);
  });
});

describe('continue work across the 06:00 day boundary', () => {
  it('an open previous day offers continue; the continue action closes it and starts today', async () => {
    await travel('2026-11-23T12:00:00Z'); // 21:00 Monday in Seoul
    await act(minjun, action('01', '1'));
    await travel('2026-11-23T22:30:00Z'); // 07:30 Tuesday: a new work day, Monday never left
    expect(await status(minjun)).toMatchObject({
      date: '2026-11-24',
      start: false,
      pause: false,
      leave: true,
      continue: true,
      yesterday: false,
    });
    // Going to work normally is blocked while yesterday's leave is missing.
    expect((await act(minjun, action('01', '1'))).status).toBe(409);

    const response = await act(minjun, action('continue', '2', { remark: '야간 배포' }));
    expect(response.status).toBe(200);
    const now = await status(minjun);
    expect(now).toMatchObject({
      start: false,
      pause: true,
      leave: true,
      continue: false,
      yesterday: true,
    });
    expect(now.attendanceTime).toBe(unix('2026-11-23T21:00:00Z')); // 06:00 Tuesday
    expect(now.workTime).toBe(1.5 * H);

    const monday = await h.db
      .selectFrom('commute_records')
      .select(['division', 'type', 'recorded_at'])
      .where('ymd', '=', '2026-11-23')
      .orderBy('id')
      .execute();
    expect(monday.at(-1)).toEqual({
      division: '01',
      type: '2',
      recorded_at: unix('2026-11-23T20:59:59Z'),
    });
  });
});

describe('two employees do not see each other’s records', () => {
  it('one employee’s start changes only their own status', async () => {
    await act(minjun, action('01', '1'));
    expect(await status(minjun)).toMatchObject({ start: false, pause: true });
    expect(await status(seoyeon)).toMatchObject({
      start: true,
      pause: false,
      attendanceTime: null,
    });
    // And the second employee cannot act on the first one's open day.
    expect((await act(seoyeon, action('01', '2'))).status).toBe(409);
  });
});

describe('GET /api/hr/commute/settings', () => {
  it('gives the default settings, with weekends as holidays', async () => {
    const weekday = await h.call('GET', '/api/hr/commute/settings?ymd=2026-11-23', {
      cookie: minjun,
    });
    expect(commuteSettingsSchema.parse(await weekday.json())).toMatchObject({
      ymd: '2026-11-23',
      holidayYn: 'N',
    });
    const sunday = await h.call('GET', '/api/hr/commute/settings?ymd=2026-11-29', {
      cookie: minjun,
    });
    expect(await sunday.json()).toMatchObject({ holidayYn: 'Y' });
  });

  it('applies a company-wide override, then the employee’s own', async () => {
    await h.db
      .insertInto('commute_settings')
      .values([
        { user_id: null, ymd: '2026-11-24', holiday_yn: 'Y', work_start_time: '10:00' },
        { user_id: 'U0001', ymd: '2026-11-24', work_start_time: '08:00' },
      ])
      .execute();
    const own = await h.call('GET', '/api/hr/commute/settings?ymd=2026-11-24', { cookie: minjun });
    expect(await own.json()).toMatchObject({ holidayYn: 'Y', workStartTime: '08:00' });
    const other = await h.call('GET', '/api/hr/commute/settings?ymd=2026-11-24', {
      cookie: seoyeon,
    });
    expect(await other.json()).toMatchObject({ holidayYn: 'Y', workStartTime: '10:00' });
  });

  it('a malformed date → 400; anonymous → 401', async () => {
    const bad = await h.call('GET', '/api/hr/commute/settings?ymd=24-11-2026', { cookie: minjun });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      meta: { data: [{ field: 'ymd', message: '날짜는 yyyy-MM-dd 형식이어야 합니다.' }] },
    });
    expect((await h.call('GET', '/api/hr/commute/settings?ymd=2026-11-24')).status).toBe(401);
  });

  it('validation messages answer in the request’s Lang, zod’s own texts included', async () => {
    const en = await h.call('GET', '/api/hr/commute/settings?ymd=24-11-2026', {
      cookie: minjun,
      headers: { Lang: 'en' },
    });
    expect(await en.json()).toMatchObject({
      meta: { data: [{ field: 'ymd', message: 'The date must be in yyyy-MM-dd form.' }] },
    });
    const ja = await h.call('GET', '/api/hr/commute/settings', {
      cookie: minjun,
      headers: { Lang: 'ja' },
    });
    const body = (await ja.json()) as { meta: { data: { field: string; message: string }[] } };
    expect(body.meta.data[0]?.field).toBe('ymd');
    // zod's Japanese locale, not its English default.
    expect(body.meta.data[0]?.message).toMatch(/[ぁ-んァ-ン一-龯]/);
  });
});

describe('GET /api/hr/commute/hours and /api/hr/worktime/current-period-info', () => {
  it('split this week’s worked seconds at the legal 40 hours', async () => {
    // Monday to Friday, 9 hours a day → 45 h: 40 normal, 5 extended.
    for (let day = 0; day < 5; day += 1) {
      await travel(`2026-11-${23 + day}T00:00:00Z`);
      await act(minjun, action('01', '1'));
      h.advance(9 * H);
      await act(minjun, action('01', '2'));
    }
    const response = await h.call('GET', '/api/hr/commute/hours?flexibleWorkUseFlag=N&offset=540', {
      cookie: minjun,
    });
    expect(hoursSchema.parse(await response.json())).toEqual({
      legalSeconds: 40 * H,
      limitExtendedSeconds: 12 * H,
      limitSeconds: 52 * H,
      normalWorkSeconds: 40 * H,
      extendedWorkSeconds: 5 * H,
    });

    const period = await h.call('GET', '/api/hr/worktime/current-period-info', { cookie: minjun });
    expect(periodInfoSchema.parse(await period.json())).toMatchObject({
      normalWorkLimitSeconds: 21 * 8 * H,
      normalWorkSeconds: 45 * H,
      extendedWorkSeconds: 0,
    });
  });

  it('count today’s open work up to now and not last week’s', async () => {
    h.setTime('2026-11-20T00:00:00Z'); // the Friday before
    await act(minjun, action('01', '1'));
    h.advance(8 * H);
    await act(minjun, action('01', '2'));
    h.setTime('2026-11-23T00:00:00Z');
    await act(minjun, action('01', '1'));
    h.advance(2 * H);
    const response = await h.call('GET', '/api/hr/commute/hours', { cookie: minjun });
    expect(await response.json()).toMatchObject({
      normalWorkSeconds: 2 * H,
      extendedWorkSeconds: 0,
    });
    const period = await h.call('GET', '/api/hr/worktime/current-period-info?offset=540', {
      cookie: minjun,
    });
    expect(await period.json()).toMatchObject({ normalWorkSeconds: 10 * H });
  });

  it('bad input → 400; anonymous → 401', async () => {
    const bad = await h.call('GET', '/api/hr/commute/hours?flexibleWorkUseFlag=X', {
      cookie: minjun,
    });
    expect(bad.status).toBe(400);
    const badPeriod = await h.call('GET', '/api/hr/worktime/current-period-info?offset=x', {
      cookie: minjun,
    });
    expect(badPeriod.status).toBe(400);
    expect((await h.call('GET', '/api/hr/commute/hours')).status).toBe(401);
    expect((await h.call('GET', '/api/hr/worktime/current-period-info')).status).toBe(401);
  });
});

describe('GET /api/hr/commute/currentDate and /api/timestamp', () => {
  it('give the work day of now (06:00 boundary) and the server time', async () => {
    await travel('2026-11-23T20:59:59Z'); // 05:59:59 Tuesday in Seoul: still Monday's work day
    const before = await h.call('GET', '/api/hr/commute/currentDate?offset=540', {
      cookie: minjun,
    });
    expect(await before.json()).toEqual({ date: '2026-11-23' });
    h.advance(1);
    const after = await h.call('GET', '/api/hr/commute/currentDate?offset=540', { cookie: minjun });
    expect(await after.json()).toEqual({ date: '2026-11-24' });
    const time = await h.call('GET', '/api/timestamp', { cookie: minjun });
    expect(await time.json()).toEqual({ timestamp: unix('2026-11-23T21:00:00Z') });
  });

  it('bad input → 400; anonymous → 401', async () => {
    expect((await h.call('GET', '/api/hr/commute/currentDate', { cookie: minjun })).status).toBe(
      400,
    );
    expect((await h.call('GET', '/api/hr/commute/currentDate?offset=540')).status).toBe(401);
    expect((await h.call('GET', '/api/timestamp')).status).toBe(401);
  });
});
