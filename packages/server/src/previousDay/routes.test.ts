import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { previousDaySchema, type PreviousDay } from '@maru/api';
import { createHarness, rowCount, type Harness } from '../testing/harness';
import { seedPreviousDay } from './seed';

/** `HH:mm` on a date in Seoul as unix seconds. */
const kst = (ymd: string, time: string) => Date.parse(`${ymd}T${time}:00+09:00`) / 1000;

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
  await h.db.deleteFrom('commute_change_requests').execute();
  h.setTime('2026-11-23T00:00:00Z'); // Monday 09:00 in Seoul
});

/** Records of one day for a user: [division, type, HH:mm] in order. */
async function record(userId: string, ymd: string, rows: [string, string, string][]) {
  for (const [division, type, time] of rows) {
    const at = kst(ymd, time);
    await h.db
      .insertInto('commute_records')
      .values({
        user_id: userId,
        ymd,
        division,
        type,
        recorded_at: at,
        client_timestamp: at,
        latitude: null,
        longitude: null,
        platform: '02',
        remark: '',
        created_at: at,
      })
      .execute();
  }
}

async function request(userId: string, ymd: string, status: string, time = '20:00') {
  await h.db
    .insertInto('commute_change_requests')
    .values({ user_id: userId, ymd, status, reason: '퇴근 누락', requested_at: kst(ymd, time) })
    .execute();
}

async function previousDay(cookie: string, offset = 540): Promise<PreviousDay> {
  const response = await h.call('GET', `/api/hr/commute/previous-day?offset=${offset}`, {
    cookie,
  });
  expect(response.status).toBe(200);
  return previousDaySchema.parse(await response.json());
}

const FRIDAY = '2026-11-20';

describe('GET /api/hr/commute/previous-day', () => {
  it('spec 02 §2: date, attendance and leave times and work time (non-work excluded) of the previous work day', async () => {
    await record('U0001', FRIDAY, [
      ['01', '1', '08:55'],
      ['02', '1', '12:10'],
      ['02', '2', '13:10'],
      ['01', '2', '18:10'],
    ]);
    expect(await previousDay(minjun)).toEqual({
      date: FRIDAY,
      request: 'N',
      attendanceTime: kst(FRIDAY, '08:55'),
      leaveTime: kst(FRIDAY, '18:10'),
      workTime: '08:15',
    });
  });

  it('on a Monday the previous work day is Friday (weekend holidays skipped)', async () => {
    expect((await previousDay(minjun)).date).toBe(FRIDAY);
  });

  it('a holiday with records (weekend work) is the previous work day', async () => {
    await record('U0001', '2026-11-22', [
      ['01', '1', '10:00'],
      ['01', '2', '14:30'],
    ]);
    expect(await previousDay(minjun)).toMatchObject({ date: '2026-11-22', workTime: '04:30' });
  });

  it('a weekday made a holiday in the settings is skipped too', async () => {
    await h.db
      .insertInto('commute_settings')
      .values({
        user_id: null,
        ymd: FRIDAY,
        work_code: null,
        work_start_time: null,
        holiday_yn: 'Y',
        breaktime_yn: null,
        cowork_start_time: null,
        cowork_end_time: null,
        overtime_yn: null,
        apply_extended_work_flag: null,
        extended_work_draft_use_flag: null,
      })
      .execute();
    expect((await previousDay(minjun)).date).toBe('2026-11-19');
  });

  it('no record on the previous work day: no times, 00:00 (the empty state)', async () => {
    expect(await previousDay(minjun)).toEqual({
      date: FRIDAY,
      request: 'N',
      attendanceTime: null,
      leaveTime: null,
      workTime: '00:00',
    });
  });

  it('a forgotten leave: attendance time without leave time, unrecorded work not credited', async () => {
    await record('U0001', FRIDAY, [['01', '1', '09:02']]);
    expect(await previousDay(minjun)).toMatchObject({
      attendanceTime: kst(FRIDAY, '09:02'),
      leaveTime: null,
      workTime: '00:00',
    });
  });

  it("spec 02 §3: request 'Y' while a change request for that day awaits approval", async () => {
    await record('U0001', FRIDAY, [['01', '1', '09:02']]);
    await request('U0001', FRIDAY, 'requested');
    expect((await previousDay(minjun)).request).toBe('Y');
    await h.db.deleteFrom('commute_change_requests').execute();
    await request('U0001', FRIDAY, 'inProgress');
    expect((await previousDay(minjun)).request).toBe('Y');
  });

  it("request 'N' once the request was decided, or when it is for another day", async () => {
    await request('U0001', FRIDAY, 'complete');
    await request('U0001', FRIDAY, 'rejected', '21:00');
    await request('U0001', '2026-11-19', 'requested');
    expect((await previousDay(minjun)).request).toBe('N');
  });

  it('each user sees only their own records and requests', async () => {
    await record('U0002', FRIDAY, [
      ['01', '1', '08:00'],
      ['01', '2', '17:00'],
    ]);
    await request('U0002', FRIDAY, 'requested');
    expect(await previousDay(minjun)).toMatchObject({ attendanceTime: null, request: 'N' });
    expect(await previousDay(seoyeon)).toMatchObject({ workTime: '09:00', request: 'Y' });
  });

  it('issue 13: today’s work day is the company’s (Seoul), whatever offset the client claims', async () => {
    // Tuesday 09:00 in Seoul would be Tuesday 00:00 in London, still Monday's work day there
    // (before 06:00): a client claiming London must not move the previous day back to Friday.
    h.setTime('2026-11-24T00:00:00Z');
    minjun = await h.signIn('minjun.kim');
    expect((await previousDay(minjun, 540)).date).toBe('2026-11-23');
    expect((await previousDay(minjun, 0)).date).toBe('2026-11-23');
    expect((await previousDay(minjun, -720)).date).toBe('2026-11-23');
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', '/api/hr/commute/previous-day?offset=540')).status).toBe(401);
  });

  it.each([
    ['missing offset', '/api/hr/commute/previous-day'],
    ['non-numeric offset', '/api/hr/commute/previous-day?offset=abc'],
    ['offset out of range', '/api/hr/commute/previous-day?offset=900'],
  ])('%s → 400 naming the offset, nothing written', async (_name, url) => {
    const before = await rowCount(h.db, 'commute_records');
    const response = await h.call('GET', url, { cookie: minjun, headers: { Lang: 'en' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { code: 400, errorType: 'validation', data: [{ field: 'offset' }] },
    });
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
  });

  it('is read-only: a call writes no record and no request', async () => {
    await record('U0001', FRIDAY, [['01', '1', '09:02']]);
    await previousDay(minjun);
    expect(await rowCount(h.db, 'commute_records')).toBe(1);
    const requests = await h.db.selectFrom('commute_change_requests').selectAll().execute();
    expect(requests).toEqual([]);
  });
});

describe('seedPreviousDay', () => {
  const monday = () => new Date('2026-11-23T00:00:00Z');

  it('seeds a complete day (minjun.kim) and a forgotten leave with a pending request (dual), once', async () => {
    expect(await seedPreviousDay(h.db, monday)).toBe(true);
    expect(await previousDay(await h.signIn('minjun.kim'))).toEqual({
      date: FRIDAY,
      request: 'N',
      attendanceTime: kst(FRIDAY, '08:55'),
      leaveTime: kst(FRIDAY, '18:10'),
      workTime: '08:15',
    });
    expect(await previousDay(await h.signIn('dual'))).toMatchObject({
      date: FRIDAY,
      request: 'Y',
      attendanceTime: kst(FRIDAY, '09:02'),
      leaveTime: null,
    });
    const records = await rowCount(h.db, 'commute_records');
    expect(await seedPreviousDay(h.db, monday)).toBe(false);
    expect(await rowCount(h.db, 'commute_records')).toBe(records);
  });

  it('leaves a user’s day alone when another seed already recorded it', async () => {
    await record('U0008', FRIDAY, [['01', '1', '07:00']]);
    await seedPreviousDay(h.db, monday);
    expect(await previousDay(await h.signIn('dual'))).toMatchObject({
      attendanceTime: kst(FRIDAY, '07:00'),
      request: 'N',
    });
  });
});
