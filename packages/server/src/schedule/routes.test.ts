import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema, monthlyEvents, myProfile } from '@maru/api';
import { calendarEventsFor } from '@maru/api/fixtures';
import { jsonOf, peopleAt } from '../absentees/peopleTesting';
import { createHarness, type Harness } from '../testing/harness';

const URL = '/api/provider/event/monthly';
const PROFILE = '/api/gw/common/gw/user/myProfile';
/** 2026-11-20 09:00 in Seoul, the fixtures' clock. */
const FIXTURE_MORNING = '2026-11-20T00:00:00Z';

let h: Harness;
let minjun: string; // U0001, google
let seoyeon: string; // U0002, nothing linked
let admin: string; // U0003, microsoft
let manager: string; // U0006, google link expired
beforeAll(async () => {
  h = await createHarness();
  await peopleAt(h, FIXTURE_MORNING);
  minjun = await h.signIn('minjun.kim');
  seoyeon = await h.signIn('seoyeon.lee');
  admin = await h.signIn('admin');
  manager = await h.signIn('manager');
});
afterAll(() => h.close());
beforeEach(() => h.setTime(FIXTURE_MORNING));

const read = async (cookie: string, query = '') =>
  monthlyEvents.response.parse(await jsonOf(await h.call('GET', `${URL}${query}`, { cookie })));

describe('GET /api/provider/event/monthly — my schedule', () => {
  it('spec 02 §7: payload.data holds this month’s events of the linked calendar from today on', async () => {
    const body = await read(minjun);
    const expected = calendarEventsFor('U0001', 'google', '2026-11').filter(
      (entry) => entry.standardDate >= '2026-11-20',
    );
    expect(body.payload.data).toEqual(expected);
    expect(body.payload.data.length).toBeGreaterThan(3);
  });

  it('a month parameter lists that whole month', async () => {
    const body = await read(minjun, '?month=2026-12');
    expect(body.payload.data).toEqual(calendarEventsFor('U0001', 'google', '2026-12'));
  });

  it('each user reads only their own calendar', async () => {
    const body = await read(admin);
    expect(body.payload.data.length).toBeGreaterThan(0);
    expect(body.payload.data.every((entry) => entry.event.id.startsWith('u0003-'))).toBe(true);
    expect(body.payload.data.every((entry) => entry.event.htmlLink.includes('outlook'))).toBe(true);
  });

  it('a user with no linked calendar gets an empty list', async () => {
    expect((await read(seoyeon)).payload.data).toEqual([]);
  });

  it('an expired link answers the provider’s failure (502, external service), which the client keeps silent', async () => {
    const response = await h.call('GET', URL, { cookie: manager });
    const body = errorBodySchema.parse(await jsonOf(response, 502));
    expect(body.meta.message).toBe('외부 서비스 연동 중 오류가 발생했습니다.');
    expect(monthlyEvents.provider).toBeDefined();
  });

  it('spec 01 §3: the profile’s mainDepartment flags come from the stored links', async () => {
    const minjunProfile = myProfile.response.parse(
      await jsonOf(await h.call('GET', PROFILE, { cookie: minjun })),
    );
    expect(minjunProfile.mainDepartment).toEqual({ google: true, microsoft: false, naver: false });
    const seoyeonProfile = myProfile.response.parse(
      await jsonOf(await h.call('GET', PROFILE, { cookie: seoyeon })),
    );
    expect(seoyeonProfile.mainDepartment).toEqual({
      google: false,
      microsoft: false,
      naver: false,
    });
    await h.db
      .insertInto('calendar_links')
      .values({ user_id: 'U0002', provider: 'naver', state: 'linked' })
      .execute();
    const linked = myProfile.response.parse(
      await jsonOf(await h.call('GET', PROFILE, { cookie: seoyeon })),
    );
    expect(linked.mainDepartment?.naver).toBe(true);
    await h.db.deleteFrom('calendar_links').where('user_id', '=', 'U0002').execute();
  });

  it('401 without a session', async () => {
    expect((await h.call('GET', URL)).status).toBe(401);
  });

  it.each(['2026-13', '202611', 'november'])('400 for month=%s', async (month) => {
    const body = errorBodySchema.parse(
      await jsonOf(await h.call('GET', `${URL}?month=${month}`, { cookie: minjun }), 400),
    );
    expect(body.meta.errorType).toBe('validation');
    expect(body.meta.data?.[0]?.field).toBe('month');
  });
});

// Last: moving the clock ten days on ends the sessions the tests above share.
describe('GET /api/provider/event/monthly — whose today', () => {
  it('issue 14: the current month and today are on the company’s clock, not the client’s offset', async () => {
    // 2026-12-01 01:30 in Seoul; an offset of 0 would still say 2026-11-30.
    h.setTime('2026-11-30T16:30:00Z');
    const cookie = await h.signIn('minjun.kim');
    const body = await read(cookie, '?offset=0');
    expect(body.payload.data).toEqual(calendarEventsFor('U0001', 'google', '2026-12'));
  });
});
