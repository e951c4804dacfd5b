import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  holidayNoticeCheckSchema,
  NOTICE_ERROR_TEXTS,
  noticeSaveResultSchema,
  type ConfirmableNotice,
} from '@maru/api';
import { UNSAFE_NOTICE_MARKUP } from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';
import { seedNotices } from './seed';

let h: Harness;
let gaUser: string;
let dual: string;
let minjun: string;

const unix = (iso: string) => Date.parse(iso) / 1000;

/** Every notice row, to prove a refused call wrote nothing. */
async function snapshot() {
  return h.db.selectFrom('employee_notices').selectAll().orderBy('notice_id').execute();
}

/** 최도윤's pending notices, in the order `demoNotices` lists them. */
async function noticeId(userId: string, kind: string): Promise<number> {
  const row = await h.db
    .selectFrom('employee_notices')
    .select('notice_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.notice_id;
}

beforeAll(async () => {
  h = await createHarness();
  gaUser = await h.signIn('ga');
  dual = await h.signIn('dual');
  minjun = await h.signIn('minjun.kim');
});
afterAll(() => h.close());
beforeEach(async () => {
  // Fresh demo notices for every test, seeded on the harness clock (Monday 2026-11-23 09:00 KST).
  await h.db.deleteFrom('employee_notices').execute();
  h.setTime('2026-11-23T00:00:00Z');
  await seedNotices(h.db, () => new Date('2026-11-23T00:00:00Z'));
});

async function getJson(url: string, cookie: string, headers: Record<string, string> = {}) {
  const response = await h.call('GET', url, { cookie, headers });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown;
}

describe('seed', () => {
  it('gives 최도윤 three pending notices and 한예준 three confirmed ones, dated by the clock', async () => {
    const rows = await snapshot();
    expect(rows.map((r) => [r.user_id, r.kind, r.confirmed_at === null])).toEqual([
      ['U0005', 'holiday', true],
      ['U0005', 'unusedLeave', true],
      ['U0005', 'labourRefusal', true],
      ['U0008', 'holiday', false],
      ['U0008', 'unusedLeave', false],
      ['U0008', 'labourRefusal', false],
    ]);
    expect(rows[0]?.issued_on).toBe('2026-11-16');
    expect(rows[0]?.title).toContain('2026년');
  });

  it('is skipped when notices exist (safe on every start)', async () => {
    expect(await seedNotices(h.db, () => new Date())).toBe(false);
    expect(await snapshot()).toHaveLength(6);
  });
});

describe('GET /api/hr/ess/leave/annual/fore/detail/is-holiday', () => {
  it('spec 02 §7: a pending holiday notice → isHoliday true, noticeYn N, with the notice data of §3', async () => {
    const check = holidayNoticeCheckSchema.parse(
      await getJson('/api/hr/ess/leave/annual/fore/detail/is-holiday', gaUser),
    );
    expect(check).toMatchObject({
      isHoliday: true,
      noticeYn: 'N',
      notice: {
        organizationName: '총무팀',
        employeeNumber: 'M2005',
        name: '최도윤',
        today: '2026-11-23',
        companyName: '마루 주식회사',
      },
    });
    expect(check.notice?.title).toBe('2026년 회사 지정 연차 휴가일 안내');
  });

  it('a confirmed notice answers noticeYn Y; a user without any answers isHoliday false', async () => {
    expect(await getJson('/api/hr/ess/leave/annual/fore/detail/is-holiday', dual)).toMatchObject({
      isHoliday: true,
      noticeYn: 'Y',
    });
    expect(await getJson('/api/hr/ess/leave/annual/fore/detail/is-holiday', minjun)).toEqual({
      isHoliday: false,
      noticeYn: 'N',
      notice: null,
    });
  });

  it('anonymous → 401', async () => {
    const response = await h.call('GET', '/api/hr/ess/leave/annual/fore/detail/is-holiday');
    expect(response.status).toBe(401);
  });

  it('issue 14: `today` is the date on the clock of the company employing the reader, not Seoul’s', async () => {
    // 2026-11-23 00:00 UTC is 09:00 on the 23rd in Seoul and 16:00 on the 22nd in Los Angeles.
    const studio = await h.db
      .selectFrom('employees')
      .select('studio_id')
      .where('user_id', '=', 'U0005')
      .executeTakeFirstOrThrow();
    const zoneOf = (timeZone: string) =>
      h.db
        .updateTable('studios')
        .set({ time_zone: timeZone })
        .where('dl_id', '=', studio.studio_id)
        .execute();
    await zoneOf('America/Los_Angeles');
    try {
      const check = holidayNoticeCheckSchema.parse(
        await getJson('/api/hr/ess/leave/annual/fore/detail/is-holiday', gaUser),
      );
      expect(check.notice?.today).toBe('2026-11-22');
    } finally {
      await zoneOf('Asia/Seoul');
    }
  });
});

describe('PUT /api/hr/ess/hr/leave/annual/fore/detail (spec path with /hr/ess/hr/)', () => {
  const url = '/api/hr/ess/hr/leave/annual/fore/detail';

  it('spec 02 §7: confirming with Y persists and answers updateCnt 1; a second confirm is idempotent (0)', async () => {
    const id = await noticeId('U0005', 'holiday');
    h.setTime('2026-11-23T01:30:00Z');
    const first = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, noticeYn: 'Y' },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ updateCnt: 1 });
    const after = await h.db
      .selectFrom('employee_notices')
      .select('confirmed_at')
      .where('notice_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(after.confirmed_at)).toBe(unix('2026-11-23T01:30:00Z'));

    h.advance(600);
    const second = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, noticeYn: 'Y' },
    });
    expect(await second.json()).toEqual({ updateCnt: 0 });
    const kept = await h.db
      .selectFrom('employee_notices')
      .select('confirmed_at')
      .where('notice_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(kept.confirmed_at)).toBe(unix('2026-11-23T01:30:00Z'));
    expect(await getJson('/api/hr/ess/leave/annual/fore/detail/is-holiday', gaUser)).toMatchObject({
      noticeYn: 'Y',
    });
  });

  it('spec 02 §5: checkbox N → 400 "receipt not confirmed" naming noticeYn, nothing written', async () => {
    const id = await noticeId('U0005', 'holiday');
    const before = await snapshot();
    const response = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, noticeYn: 'N' },
      headers: { Lang: 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: {
        errorType: 'validation',
        data: [{ field: 'noticeYn', message: NOTICE_ERROR_TEXTS.notConfirmed.en }],
      },
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no body fields', {}],
    ['a checkbox value other than Y/N', { noticeId: 1, noticeYn: 'yes' }],
    ['a non-numeric notice id', { noticeId: 'one', noticeYn: 'Y' }],
  ])('%s → 400 validation, nothing written', async (_name, body) => {
    const before = await snapshot();
    const response = await h.call('PUT', url, { cookie: gaUser, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ meta: { errorType: 'validation' } });
    expect(await snapshot()).toEqual(before);
  });

  it('ownership: someone else’s notice id → 404, their notice stays pending', async () => {
    const id = await noticeId('U0005', 'holiday');
    const before = await snapshot();
    const response = await h.call('PUT', url, {
      cookie: minjun,
      body: { noticeId: id, noticeYn: 'Y' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      meta: { errorType: 'notFound', message: NOTICE_ERROR_TEXTS.notFound.ko },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a write without the same-origin headers is refused and writes nothing', async () => {
    const id = await noticeId('U0005', 'holiday');
    const before = await snapshot();
    const response = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, noticeYn: 'Y' },
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('unused-leave notice: GET /api/hr/ess/unused/leave/checkPop (path chosen by us) and PUT …/checkPop/save', () => {
  async function current(cookie: string): Promise<ConfirmableNotice | null> {
    const body = (await getJson('/api/hr/ess/unused/leave/checkPop', cookie)) as {
      payload: { result: ConfirmableNotice | null };
    };
    return body.payload.result;
  }

  it('spec 02 §2: department, employee number, name and the HTML content as HR wrote it', async () => {
    const notice = await current(gaUser);
    expect(notice).toMatchObject({
      organizationName: '총무팀',
      employeeNumber: 'M2005',
      name: '최도윤',
      confirmYn: 'N',
      confirmedAt: null,
      today: '2026-11-23',
    });
    // The server stores and returns HR's HTML untouched: sanitising is the client's SafeHtml.
    for (const markup of UNSAFE_NOTICE_MARKUP) expect(notice?.content).toContain(markup);
    expect(await current(minjun)).toBeNull();
  });

  it('confirming persists (payload.result true) and a second confirm keeps the first time', async () => {
    const notice = await current(gaUser);
    const url = '/api/hr/ess/unused/leave/checkPop/save';
    const body = { noticeId: notice?.noticeId };
    const first = await h.call('PUT', url, { cookie: gaUser, body });
    expect(noticeSaveResultSchema.parse(await first.json())).toEqual({ payload: { result: true } });
    expect(await current(gaUser)).toMatchObject({
      confirmYn: 'Y',
      confirmedAt: unix('2026-11-23T00:00:00Z'),
    });
    h.advance(3600);
    const second = await h.call('PUT', url, { cookie: gaUser, body });
    expect(await second.json()).toEqual({ payload: { result: true } });
    expect(await current(gaUser)).toMatchObject({ confirmedAt: unix('2026-11-23T00:00:00Z') });
  });

  it('bad input → 400, another user’s or another kind’s notice → 404; nothing written', async () => {
    const before = await snapshot();
    const url = '/api/hr/ess/unused/leave/checkPop/save';
    const bad = await h.call('PUT', url, { cookie: gaUser, body: { noticeId: -1 } });
    expect(bad.status).toBe(400);
    const notJson = await h.call('PUT', url, { cookie: gaUser, body: '{not json' });
    expect(notJson.status).toBe(400);
    const others = await h.call('PUT', url, {
      cookie: dual,
      body: { noticeId: await noticeId('U0005', 'unusedLeave') },
    });
    expect(others.status).toBe(404);
    const wrongKind = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: await noticeId('U0005', 'holiday') },
    });
    expect(wrongKind.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('labour-receipt-refusal notice: GET /api/hr/ess/unused/leave/refusePop and PUT …/refusePop/save (paths chosen by us)', () => {
  const url = '/api/hr/ess/unused/leave/refusePop/save';

  it('spec 02 §2: the confirmation checkbox must be ticked: N → 400 naming confirmYn, nothing written', async () => {
    const id = await noticeId('U0005', 'labourRefusal');
    const before = await snapshot();
    const response = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, confirmYn: 'N' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { data: [{ field: 'confirmYn', message: NOTICE_ERROR_TEXTS.notConfirmed.ko }] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('ticked → confirmed and persisted; the GET then answers confirmYn Y; repeat is idempotent', async () => {
    const id = await noticeId('U0005', 'labourRefusal');
    const first = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, confirmYn: 'Y' },
    });
    expect(await first.json()).toEqual({ payload: { result: true } });
    const again = await h.call('PUT', url, {
      cookie: gaUser,
      body: { noticeId: id, confirmYn: 'Y' },
    });
    expect(again.status).toBe(200);
    expect(await getJson('/api/hr/ess/unused/leave/refusePop', gaUser)).toMatchObject({
      payload: { result: { noticeId: id, confirmYn: 'Y', title: '2026년 노무 수령 거부 통지' } },
    });
    const rows = await snapshot();
    expect(rows.filter((r) => r.confirmed_at !== null)).toHaveLength(4);
  });

  it('anonymous → 401 and nothing written', async () => {
    const before = await snapshot();
    const response = await h.call('PUT', url, { body: { noticeId: 3, confirmYn: 'Y' } });
    expect(response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
