import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commuteDemoEmployees, type CommuteDemoState } from '@maru/api/fixtures';
import { createApp } from '../app';
import { seed } from '../db/seed';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';
import { SAME_ORIGIN } from '../testing/harness';
import { demoRowsFor } from './seed';
import { workDayOf, workDayStart } from '@maru/api/dates';

/*
 * The demo states (issue 6 reference server): each seeded account shows its state through the
 * real API at any hour of the day, because the seed places records relative to the clock.
 */

const HOURS = [
  '2026-11-23T06:00:30+09:00', // just after the work day started
  '2026-11-23T13:30:00+09:00',
  '2026-11-24T05:50:00+09:00', // just before it ends
];

const EXPECTED: Record<CommuteDemoState, object> = {
  paused: { start: false, pause: false, leave: true, continue: false, yesterday: true },
  extendedWorkTimedOut: { start: false, pause: true, leave: true, yesterday: true },
  yesterdayLeaveMissing: {
    start: false,
    pause: false,
    leave: false,
    continue: false,
    yesterday: false,
  },
  continueOffered: { start: false, pause: false, leave: true, continue: true, yesterday: false },
  flexibleWork: { start: true, attendanceTime: null },
};

describe.each(HOURS)('seeded commute demo states at %s (server clock)', (iso) => {
  let temp: TempDatabase;
  const clock = () => new Date(iso);
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    temp = await openTempDatabase('maru-commute-seed-', { state: 'seeded', now: clock });
    app = createApp({ db: temp.db, clock });
  });
  afterAll(() => temp.close());

  async function cookieOf(loginId: string) {
    const response = await app.request('/api/auth/signin', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginId, password: 'maru1234!' }),
    });
    return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  }
  const get = async (url: string, cookie: string) =>
    (await app.request(url, { headers: { Cookie: cookie } })).json();

  it.each(commuteDemoEmployees.map((e) => [e.loginId, e.state, e.userId] as const))(
    '%s is in the %s state',
    async (loginId, state, userId) => {
      const cookie = await cookieOf(loginId);
      expect(await get('/api/hr/commute/status?offset=540', cookie)).toMatchObject(EXPECTED[state]);
      if (state === 'extendedWorkTimedOut') {
        const check = await get(
          `/api/hr/commute/extendedWorkCheck/widget?userId=${userId}`,
          cookie,
        );
        expect(check).toMatchObject({ hasTimedOut: true, comment: '분기 결산 마감' });
      }
      if (state === 'flexibleWork') {
        const ymd = workDayOf(Date.parse(iso) / 1000, 'Asia/Seoul');
        expect(await get(`/api/hr/commute/settings?ymd=${ymd}`, cookie)).toMatchObject({
          workCode: '40',
        });
      }
    },
  );

  it('the plain employees have no records: a day not started yet', async () => {
    for (const loginId of ['minjun.kim', 'seoyeon.lee']) {
      expect(await get('/api/hr/commute/status?offset=540', await cookieOf(loginId))).toMatchObject(
        {
          start: true,
          yesterday: true,
          attendanceTime: null,
        },
      );
    }
  });

  it('a second seed is a no-op', async () => {
    const count = async () =>
      Number(
        (
          await temp.db
            .selectFrom('commute_records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seed(temp.db, clock);
    expect(await count()).toBe(before);
  });
});

describe('demo rows', () => {
  it('are deterministic for a clock and never start before the work day or after now', () => {
    const now = Date.parse('2026-11-23T06:10:00+09:00') / 1000;
    const dayStart = workDayStart('2026-11-23', 'Asia/Seoul');
    for (const { state, userId } of commuteDemoEmployees) {
      const rows = demoRowsFor(state, userId, now);
      expect(demoRowsFor(state, userId, now)).toEqual(rows);
      for (const record of rows.records.filter((r) => r.ymd === '2026-11-23')) {
        expect(Number(record.recorded_at)).toBeGreaterThanOrEqual(dayStart);
        expect(Number(record.recorded_at)).toBeLessThanOrEqual(now);
      }
    }
  });
});
