import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commuteActionBodyFixture } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';
import { TEST_ENGINE } from '../testing/engine';

/*
 * Issue 15: a request's read-then-write holds on both engines when the same member's requests
 * arrive at once (a double click, two instances behind a load balancer). SQLite runs one
 * transaction at a time; PostgreSQL runs them side by side on the pool's connections, so the
 * repositories lock the member's row first (db/dialect/rowLock.ts).
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  h.setTime('2026-11-23T00:30:00Z'); // Monday 09:30 in Seoul
});
afterAll(() => h.close());

describe(`concurrent writes of one member on ${TEST_ENGINE}`, () => {
  it('five work starts sent at once: one is recorded, the others are refused', async () => {
    const cookie = await h.signIn('labs'); // nothing recorded today (flexible work)
    const before = await rowCount(h.db, 'commute_records');
    const body = commuteActionBodyFixture({ division: '01', type: '1' });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => h.call('POST', '/api/hr/commute/action', { cookie, body })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await rowCount(h.db, 'commute_records')).toBe(before + 1);
  });

  it('four favourites saves sent at once: all answered, and what stays is one of them, whole', async () => {
    const cookie = await h.signIn('minjun.kim');
    // 10 and 1114 are fixed by the company: every save keeps them.
    const choices = [
      [10, 1114, 11],
      [10, 1114, 22],
      [10, 1114, 13],
      [10, 1114, 11, 22, 13],
    ];
    const responses = await Promise.all(
      choices.map((menuIds) =>
        h.call('POST', '/api/portal/menu/fovorite', {
          cookie,
          body: menuIds.map((menuId) => ({ menuId })),
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const saved = await h.db
      .selectFrom('favourite_menus')
      .select('menu_id')
      .where('user_id', '=', 'U0001')
      .orderBy('menu_id')
      .execute();
    const ids = saved.map((row) => row.menu_id);
    // Some save ran last, whole: never a mix of two, never a row twice.
    expect(choices.map((menuIds) => [...menuIds].sort((a, b) => a - b))).toContainEqual(ids);
  });
});
