import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { commuteStatusSchema, type CommuteStatus } from '@maru/api';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';
import { columnsOf, fileDatabase, migrationSteps } from '../testing/tempDatabase';

/*
 * Issue 13, hole 2: the server decides the work day and every recorded time on the company's
 * clock (studios.time_zone of the main post's company); the client's `offset` is accepted by
 * the contract but moves nothing. Each attack below passed on the offset-driven code.
 */

const unix = (iso: string) => Date.parse(iso) / 1000;

let h: Harness;
let minjun: string;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.db.deleteFrom('commute_records').execute();
  await h.db.updateTable('studios').set({ time_zone: 'Asia/Seoul' }).execute();
});

/** Moves the server clock and signs in again (sessions last 12 hours of server time). */
async function at(iso: string): Promise<void> {
  h.setTime(iso);
  minjun = await h.signIn('minjun.kim');
}

function action(division: '01' | '02' | 'continue', type: '1' | '2', offset: number) {
  return commuteActionBodyFixture({
    division,
    type,
    offset,
    remark: '야간 배포',
    timestamp: 1_700_000_000,
  });
}

async function act(body: object): Promise<Response> {
  return h.call('POST', '/api/hr/commute/action', { cookie: minjun, body });
}

async function status(offset: number, cookie = minjun): Promise<CommuteStatus> {
  const response = await h.call('GET', `/api/hr/commute/status?offset=${offset}`, { cookie });
  expect(response.status).toBe(200);
  return commuteStatusSchema.parse(await response.json());
}

async function recordsOf(ymd: string) {
  return h.db
    .selectFrom('commute_records')
    .select(['division', 'type', 'recorded_at'])
    .where('user_id', '=', 'U0001')
    .where('ymd', '=', ymd)
    .orderBy('id')
    .execute();
}

describe('issue 13: the company’s clock decides the work day, not the client’s offset', () => {
  it('offset=-720 cannot record yesterday’s forgotten leave today (a change request is the way)', async () => {
    await at('2026-11-23T01:00:00Z'); // Monday 10:00 in Seoul
    expect((await act(action('01', '1', 540))).status).toBe(200);
    await at('2026-11-24T00:00:00Z'); // Tuesday 09:00: Monday was never left
    const before = await rowCount(h.db, 'commute_records');
    // At UTC-12 it would still be Monday 12:00, and Monday's open day could be left.
    const response = await act(action('01', '2', -720));
    expect(response.status).toBe(409);
    expect(await rowCount(h.db, 'commute_records')).toBe(before);
    expect(await recordsOf('2026-11-23')).toHaveLength(1);
    // The status does not move back a day either.
    expect(await status(-720)).toMatchObject({
      date: '2026-11-24',
      start: false,
      leave: false,
      continue: false,
      yesterday: false,
    });
  });

  it('offset=+840 cannot make “continue” start the new day at 01:00 instead of 06:00', async () => {
    await at('2026-11-23T12:00:00Z'); // Monday 21:00 in Seoul: a night shift
    expect((await act(action('01', '1', 540))).status).toBe(200);
    await at('2026-11-23T22:30:00Z'); // Tuesday 07:30: continue is offered
    expect(await status(840)).toMatchObject({ date: '2026-11-24', continue: true });
    expect((await act(action('continue', '2', 840))).status).toBe(200);
    // Monday ends at 05:59:59 Tuesday and Tuesday starts at 06:00 Seoul time, not 01:00.
    expect((await recordsOf('2026-11-23')).at(-1)).toEqual({
      division: '01',
      type: '2',
      recorded_at: unix('2026-11-23T20:59:59Z'),
    });
    expect((await recordsOf('2026-11-24'))[0]).toEqual({
      division: '01',
      type: '1',
      recorded_at: unix('2026-11-23T21:00:00Z'),
    });
    expect((await status(840)).attendanceTime).toBe(unix('2026-11-23T21:00:00Z'));
  });

  it('every offset the contract accepts answers the same status and work date', async () => {
    await at('2026-11-23T20:30:00Z'); // 05:30 Tuesday in Seoul: still Monday's work day
    const seoul = await status(540);
    expect(seoul.date).toBe('2026-11-23');
    for (const offset of [-720, -300, 0, 60, 840]) expect(await status(offset)).toEqual(seoul);
    for (const offset of [-720, 0, 840]) {
      const response = await h.call('GET', `/api/hr/commute/currentDate?offset=${offset}`, {
        cookie: minjun,
      });
      expect(await response.json()).toEqual({ date: '2026-11-23' });
    }
  });

  it('takes the zone from studios.time_zone of the main post’s company (DST-aware)', async () => {
    await h.db
      .updateTable('studios')
      .set({ time_zone: 'America/New_York' })
      .where('dl_id', '=', 'ST100')
      .execute();
    const date = async () =>
      (await (
        await h.call('GET', '/api/hr/commute/currentDate?offset=540', { cookie: minjun })
      ).json()) as { date: string };
    await at('2026-03-08T09:59:59Z'); // 05:59:59 EDT on the spring-forward Sunday
    expect(await date()).toEqual({ date: '2026-03-07' });
    await at('2026-03-08T10:00:00Z'); // 06:00 EDT (an EST offset would say 05:00)
    expect(await date()).toEqual({ date: '2026-03-08' });
  });

  it('a member’s current company does not move the work day: it is the main post’s company', async () => {
    // dual: main post at Maru Corp (Seoul), concurrent post at Maru Japan.
    await h.db
      .updateTable('studios')
      .set({ time_zone: 'Pacific/Kiritimati' }) // UTC+14
      .where('dl_id', '=', 'ST300')
      .execute();
    await at('2026-11-23T20:30:00Z'); // 05:30 Tuesday in Seoul, 10:30 Tuesday at UTC+14
    const dual = await h.signIn('dual');
    const before = await status(540, dual);
    const switched = await h.call('PUT', '/api/gw/common/org/current?orgId=ST300', {
      cookie: dual,
    });
    expect(switched.status).toBe(200);
    expect(await status(540, dual)).toEqual(before);
    expect(before.date).toBe('2026-11-23');
  });
});

describe('migration 2026_11_28_001_company_time_zone', () => {
  const NAME = '2026_11_28_001_company_time_zone';
  const temp = fileDatabase('maru-time-zone-migration-');
  const raw = () => temp.db as unknown as Kysely<unknown>;

  it('gives every existing company Asia/Seoul, and new ones too unless told otherwise', async () => {
    const { migrator, previous } = migrationSteps(temp.db, NAME);
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await sql`INSERT INTO studios (dl_id, dl_name, dl_name_en, code)
      VALUES ('ST100', '마루 주식회사', 'Maru Corp.', 'MARU')`.execute(raw());
    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    await sql`INSERT INTO studios (dl_id, dl_name, dl_name_en, code)
      VALUES ('ST900', '새 회사', 'New Co.', 'NEW')`.execute(raw());
    const rows = await temp.db
      .selectFrom('studios')
      .select(['dl_id', 'time_zone'])
      .orderBy('dl_id')
      .execute();
    expect(rows).toEqual([
      { dl_id: 'ST100', time_zone: 'Asia/Seoul' },
      { dl_id: 'ST900', time_zone: 'Asia/Seoul' },
    ]);
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await columnsOf(temp.db, 'studios')).not.toContain('time_zone');
  });
});
