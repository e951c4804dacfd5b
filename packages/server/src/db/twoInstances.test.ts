import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commuteStatusSchema,
  unreadCountsSchema,
  type CommuteStatus,
  type UnreadCounts,
} from '@maru/api';
import { commuteActionBodyFixture, demoAccounts } from '@maru/api/fixtures';
import { TEST_ENGINE } from '../testing/engine';
import {
  callServer as call,
  startServerProcess as startInstance,
  type ServerProcess as Instance,
} from '../testing/serverProcess';
import { openTempDatabase, type TempDatabase } from '../testing/tempDatabase';

/*
 * Issue 15, scaling out: two server processes on two ports over one PostgreSQL database, as
 * behind a load balancer. Sessions, commute records and notification counts live in the
 * database, so a sign-in on one instance is good on the other, and a write through one is
 * what the other reads. The real processes (`node --import tsx src/main.ts`) in demo mode,
 * started at once on a new, empty database: one migrates and seeds while the other waits for
 * the migrator's and the seed's locks. The commute is 'labs', whose seeded state offers a
 * start at any hour.
 */

const PASSWORD = 'maru1234!';
/** The signed-in member's own profile: 401 without a live session. */
const PROFILE = '/api/gw/common/gw/user/myProfile';

async function signIn(instance: Instance, loginId: string): Promise<string> {
  const response = await call(instance, 'POST', '/api/auth/signin', {
    body: { loginId, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

async function commuteStatus(instance: Instance, cookie: string): Promise<CommuteStatus> {
  const response = await call(instance, 'GET', '/api/hr/commute/status?offset=540', { cookie });
  expect(response.status).toBe(200);
  return commuteStatusSchema.parse(await response.json());
}

async function unreadCounts(instance: Instance, cookie: string): Promise<UnreadCounts> {
  const response = await call(instance, 'GET', '/api/notification/msg/unreadCount', { cookie });
  expect(response.status).toBe(200);
  return unreadCountsSchema.parse(await response.json());
}

describe.runIf(TEST_ENGINE === 'postgres')('two instances over one PostgreSQL database', () => {
  let temp: TempDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    temp = await openTempDatabase('maru-two-instances-');
    if (temp.config.engine !== 'postgres') throw new Error('not on PostgreSQL');
    [a, b] = await Promise.all([startInstance(temp.config.url), startInstance(temp.config.url)]);
  }, 120_000);
  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGKILL');
    await temp?.close();
  });

  it('listen on two ports, having migrated and seeded the new database once', async () => {
    expect(a.origin).not.toBe(b.origin);
    const accounts = await temp.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(accounts.n)).toBe(demoAccounts.length);
  });

  it('a session made on one instance is good on the other, and signing out there ends it on both', async () => {
    const cookie = await signIn(a, 'minjun.kim');
    const profile = await call(b, 'GET', PROFILE, { cookie });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ userId: 'U0001' });
    expect((await call(b, 'POST', '/api/auth/signout', { cookie })).status).toBe(200);
    expect((await call(a, 'GET', PROFILE, { cookie })).status).toBe(401);
  });

  it('notification counts agree, and a change is seen by both at once', async () => {
    const cookie = await signIn(b, 'minjun.kim');
    const before = await unreadCounts(a, cookie);
    expect(before.unread).toBeGreaterThan(0);
    expect(await unreadCounts(b, cookie)).toEqual(before);
    await temp.db
      .updateTable('notification_counts')
      .set((eb) => ({ unread_count: eb('unread_count', '+', 1) }))
      .where('user_id', '=', 'U0001')
      .where('system', '=', 'GW')
      .execute();
    const after = await unreadCounts(a, cookie);
    expect(after.GW).toBe(before.GW + 1);
    expect(await unreadCounts(b, cookie)).toEqual(after);
  });

  it('a commute start written through one instance is the status the other answers', async () => {
    const cookie = await signIn(a, 'labs');
    const before = await commuteStatus(b, cookie);
    expect(before).toMatchObject({ start: true, attendanceTime: null });
    expect(await commuteStatus(a, cookie)).toEqual(before);
    const started = await call(b, 'POST', '/api/hr/commute/action', {
      cookie,
      body: commuteActionBodyFixture({
        division: '01',
        type: '1',
        timestamp: Math.floor(Date.now() / 1000),
      }),
    });
    expect(started.status).toBe(200);
    const after = await commuteStatus(a, cookie);
    expect(after.start).toBe(false);
    expect(after.attendanceTime).not.toBeNull();
    expect(await commuteStatus(b, cookie)).toEqual(after);
  });
});
