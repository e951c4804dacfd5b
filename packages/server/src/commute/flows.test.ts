import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  COMMUTE_REFUSAL_TEXTS,
  commuteStatusSchema,
  extendedWorkCheckSchema,
  type CommuteDivision,
  type CommuteType,
  type ExtendedWorkCheck,
} from '@maru/api';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';

/*
 * The flows of issue 6 on the server: continue-work offered or not for an open previous day,
 * the extended-work check and the leave that answers it, each refusal writing nothing.
 */

const H = 3600;
const unix = (iso: string) => Date.parse(iso) / 1000;

let h: Harness;
let minjun: string;
let seoyeon: string;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('commute_records').execute();
  await h.db.deleteFrom('commute_settings').execute();
  await h.db.deleteFrom('extended_work_requests').execute();
  await travel('2026-11-23T00:00:00Z'); // Monday 09:00 in Seoul
});

async function travel(iso: string): Promise<void> {
  h.setTime(iso);
  minjun = await h.signIn('minjun.kim');
  seoyeon = await h.signIn('seoyeon.lee');
}

function action(division: CommuteDivision, type: CommuteType, extra: object = {}) {
  return { ...commuteActionBodyFixture({ type, division }), ...extra };
}

const act = (cookie: string, body: object, headers: Record<string, string> = {}) =>
  h.call('POST', '/api/hr/commute/action', { cookie, body, headers });

async function status(cookie: string) {
  const response = await h.call('GET', '/api/hr/commute/status?offset=540', { cookie });
  expect(response.status).toBe(200);
  return commuteStatusSchema.parse(await response.json());
}

async function check(cookie: string, userId = 'U0001'): Promise<ExtendedWorkCheck> {
  const response = await h.call(
    'GET',
    `/api/hr/commute/extendedWorkCheck/widget?userId=${userId}`,
    {
      cookie,
    },
  );
  expect(response.status).toBe(200);
  return extendedWorkCheckSchema.parse(await response.json());
}

describe('continue-work offered once the standard daily window has passed (spec 02 §4)', () => {
  it('a forgotten leave (last activity inside the window) → nothing permitted; start and continue refused', async () => {
    await travel('2026-11-23T00:00:00Z'); // Monday 09:00
    await act(minjun, action('01', '1'));
    await travel('2026-11-24T00:30:00Z'); // Tuesday 09:30, Monday never left
    expect(await status(minjun)).toMatchObject({
      start: false,
      pause: false,
      leave: false,
      continue: false,
      yesterday: false,
    });
    const before = await rowCount(h.db, 'commute_records');
    const start = await act(minjun, action('01', '1'), { Lang: 'en' });
    expect(start.status).toBe(409);
    expect(await start.json()).toMatchObject({
      meta: { errorType: 'conflict', message: COMMUTE_REFUSAL_TEXTS.yesterdayLeaveMissing.en },
    });
    const resume = await act(minjun, action('continue', '2'));
    expect(resume.status).toBe(409);
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
  });

  it('the window follows the settings: a later workStartTime makes the same evening count as inside it', async () => {
    await h.db
      .insertInto('commute_settings')
      .values({
        user_id: 'U0001',
        ymd: '2026-11-23',
        work_code: null,
        work_start_time: '13:00',
        holiday_yn: null,
        breaktime_yn: null,
        cowork_start_time: null,
        cowork_end_time: null,
        overtime_yn: null,
        apply_extended_work_flag: null,
        extended_work_draft_use_flag: null,
      })
      .execute();
    await travel('2026-11-23T11:00:00Z'); // Monday 20:00: past 18:00, before 13:00 + 9 h = 22:00
    await act(minjun, action('01', '1'));
    await travel('2026-11-23T22:00:00Z'); // Tuesday 07:00
    expect(await status(minjun)).toMatchObject({ continue: false, leave: false, yesterday: false });
  });

  it('a night shift offers continue; the continue action (type 2, reason kept) makes today working', async () => {
    await travel('2026-11-23T13:00:00Z'); // Monday 22:00
    await act(minjun, action('01', '1'));
    await travel('2026-11-23T23:00:00Z'); // Tuesday 08:00
    expect(await status(minjun)).toMatchObject({ continue: true, leave: true, start: false });
    const response = await act(minjun, action('continue', '2', { remark: '장애 대응' }));
    expect(response.status).toBe(200);
    expect(await status(minjun)).toMatchObject({
      continue: false,
      pause: true,
      leave: true,
      attendanceTime: unix('2026-11-23T21:00:00Z'),
      workTime: 2 * H,
    });
    const audit = await h.db
      .selectFrom('commute_records')
      .select(['division', 'type', 'remark'])
      .where('division', '=', 'continue')
      .execute();
    expect(audit).toEqual([{ division: 'continue', type: '2', remark: '장애 대응' }]);
    // Offered once: a second confirmation is refused.
    expect((await act(minjun, action('continue', '2'))).status).toBe(409);
  });
});

describe('GET /api/hr/commute/extendedWorkCheck/widget (spec 02 §4 Leave, §7)', () => {
  async function enableExtendedWork(userId: string, ymd = '2026-11-23') {
    await h.db
      .insertInto('commute_settings')
      .values({
        user_id: userId,
        ymd,
        work_code: null,
        work_start_time: null,
        holiday_yn: null,
        breaktime_yn: null,
        cowork_start_time: null,
        cowork_end_time: null,
        overtime_yn: null,
        apply_extended_work_flag: 'Y',
        extended_work_draft_use_flag: 'Y',
      })
      .execute();
  }
  const request = {
    request_id: 'EW-1',
    user_id: 'U0001',
    ymd: '2026-11-23',
    approved_start: unix('2026-11-23T09:00:00Z'), // 18:00 Seoul
    approved_end: unix('2026-11-23T11:00:00Z'), // 20:00 Seoul
    comment: '릴리스 준비',
    left_at: null,
    leave_remark: null,
    created_at: 0,
  };

  it('without both flags Y: nothing to check', async () => {
    expect(await check(minjun)).toEqual({ hasTimedOut: false, data: null, comment: null });
  });

  it('flags Y, approved request not over yet → not timed out, with the check data and comment', async () => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    await travel('2026-11-23T10:00:00Z'); // 19:00
    expect(await check(minjun)).toEqual({
      hasTimedOut: false,
      data: {
        requestId: 'EW-1',
        ymd: '2026-11-23',
        approvedStart: request.approved_start,
        approvedEnd: request.approved_end,
      },
      comment: '릴리스 준비',
    });
  });

  it('flags Y, past the approved end → timed out', async () => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    await travel('2026-11-23T12:00:00Z'); // 21:00
    expect(await check(minjun)).toMatchObject({ hasTimedOut: true, comment: '릴리스 준비' });
  });

  it('flags Y without a request: timed out once past the standard window (18:00)', async () => {
    await enableExtendedWork('U0001');
    await travel('2026-11-23T08:00:00Z'); // 17:00
    expect((await check(minjun)).hasTimedOut).toBe(false);
    await travel('2026-11-23T09:30:00Z'); // 18:30
    expect(await check(minjun)).toEqual({ hasTimedOut: true, data: null, comment: null });
  });

  it("another employee's check → 403; missing userId → 400; anonymous → 401", async () => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    const other = await h.call('GET', '/api/hr/commute/extendedWorkCheck/widget?userId=U0001', {
      cookie: seoyeon,
    });
    expect(other.status).toBe(403);
    const missing = await h.call('GET', '/api/hr/commute/extendedWorkCheck/widget', {
      cookie: minjun,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'userId' }] },
    });
    const anonymous = await h.call('GET', '/api/hr/commute/extendedWorkCheck/widget?userId=U0001');
    expect(anonymous.status).toBe(401);
  });

  it('the leave sends the check data back: recorded on the request with its reason', async () => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    await act(minjun, action('01', '1'));
    await travel('2026-11-23T12:00:00Z'); // 21:00
    const { data } = await check(minjun);
    const response = await act(minjun, action('01', '2', { extParam: data, remark: '배포 지연' }));
    expect(response.status).toBe(200);
    const row = await h.db
      .selectFrom('extended_work_requests')
      .select(['left_at', 'leave_remark'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ left_at: unix('2026-11-23T12:00:00Z'), leave_remark: '배포 지연' });
    expect(await status(minjun)).toMatchObject({ leave: false, start: true });
  });

  it.each([
    ['an unknown request', { requestId: 'EW-404' }],
    ['changed approved times', { approvedEnd: unix('2026-11-23T14:00:00Z') }],
    ['another day', { ymd: '2026-11-22' }],
    ['a malformed object', { requestId: 7 }],
  ])('a leave with check data of %s → 400 naming extParam, nothing written', async (_n, patch) => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    await act(minjun, action('01', '1'));
    const { data } = await check(minjun);
    const before = await rowCount(h.db, 'commute_records');
    const response = await act(minjun, action('01', '2', { extParam: { ...data, ...patch } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'extParam' }] },
    });
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
    expect(await status(minjun)).toMatchObject({ leave: true });
  });

  it("a leave with another employee's check data → 400, nothing written", async () => {
    await enableExtendedWork('U0001');
    await h.db.insertInto('extended_work_requests').values(request).execute();
    await act(seoyeon, action('01', '1'));
    const before = await rowCount(h.db, 'commute_records');
    const response = await act(
      seoyeon,
      action('01', '2', {
        extParam: {
          requestId: 'EW-1',
          ymd: '2026-11-23',
          approvedStart: request.approved_start,
          approvedEnd: request.approved_end,
        },
      }),
    );
    expect(response.status).toBe(400);
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
  });
});
