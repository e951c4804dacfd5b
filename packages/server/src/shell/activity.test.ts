import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unreadCountsSchema } from '@maru/api';
import { unreadCountsFor } from '@maru/api/fixtures';
import { createHarness, rowCount, type Harness } from '../testing/harness';

const ACCESS = '/api/common/menus/access';
const UNREAD = '/api/notification/msg/unreadCount';

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
  await h.db.deleteFrom('menu_access_log').execute();
});

describe('POST /api/common/menus/access — the menu access log (spec 01 §2)', () => {
  it('appends the user, system, menu path and server time', async () => {
    h.setTime('2026-11-23T01:02:03Z');
    const response = await h.call('POST', ACCESS, {
      cookie: minjun,
      body: { system: 'GW', menuPath: '/community/board/12' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await h.call('POST', ACCESS, {
      cookie: minjun,
      body: { system: 'GW', menuPath: '/ess/myWorkHour' },
    });
    const rows = await h.db.selectFrom('menu_access_log').selectAll().orderBy('id').execute();
    expect(
      rows.map(({ user_id, system, menu_path, accessed_at }) => ({
        user_id,
        system,
        menu_path,
        accessed_at,
      })),
    ).toEqual([
      {
        user_id: 'U0001',
        system: 'GW',
        menu_path: '/community/board/12',
        accessed_at: Date.parse('2026-11-23T01:02:03Z') / 1000,
      },
      {
        user_id: 'U0001',
        system: 'GW',
        menu_path: '/ess/myWorkHour',
        accessed_at: Date.parse('2026-11-23T01:02:03Z') / 1000,
      },
    ]);
  });

  it.each([
    ['an empty system', { system: '', menuPath: '/ess' }, 'system'],
    ['a missing menuPath', { system: 'GW' }, 'menuPath'],
    ['a system over 20 characters', { system: 'G'.repeat(21), menuPath: '/ess' }, 'system'],
    [
      'a menuPath over 2000 characters',
      { system: 'GW', menuPath: `/${'x'.repeat(2000)}` },
      'menuPath',
    ],
  ])('%s → 400 naming the field, nothing written', async (_, body, field) => {
    const response = await h.call('POST', ACCESS, { cookie: minjun, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { code: 400, errorType: 'validation', data: [{ field }] },
    });
    expect(await rowCount(h.db, 'menu_access_log')).toBe(0);
  });

  it('a body that is not JSON → 400, nothing written', async () => {
    const response = await h.call('POST', ACCESS, { cookie: minjun, body: '{nope' });
    expect(response.status).toBe(400);
    expect(await rowCount(h.db, 'menu_access_log')).toBe(0);
  });

  it('anonymous → 401 and cross-site → 403, nothing written', async () => {
    const body = { system: 'GW', menuPath: '/ess' };
    expect((await h.call('POST', ACCESS, { body })).status).toBe(401);
    const crossSite = await h.call('POST', ACCESS, {
      cookie: minjun,
      body,
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await rowCount(h.db, 'menu_access_log')).toBe(0);
  });
});

describe('GET /api/notification/msg/unreadCount (spec 01 §3)', () => {
  it('answers the seeded counts with unread as the total', async () => {
    const response = await h.call('GET', UNREAD, { cookie: minjun });
    expect(response.status).toBe(200);
    const counts = unreadCountsSchema.parse(await response.json());
    expect(counts).toEqual(unreadCountsFor('U0001'));
    expect(counts.unread).toBe(counts.GW + counts.EA + counts.KANBAN);
    expect(counts.unread).toBeGreaterThan(0);
  });

  it.each(['GW', 'EA', 'KANBAN'] as const)(
    'system=%s → unread is that system’s count',
    async (system) => {
      const response = await h.call('GET', `${UNREAD}?system=${system}`, { cookie: minjun });
      const counts = unreadCountsSchema.parse(await response.json());
      expect(counts.unread).toBe(unreadCountsFor('U0001')[system]);
    },
  );

  it('answers zeros for a user who read everything (U0002)', async () => {
    const response = await h.call('GET', UNREAD, { cookie: seoyeon });
    expect(await response.json()).toEqual({ unread: 0, GW: 0, EA: 0, KANBAN: 0 });
  });

  it('an unknown system → 400', async () => {
    const response = await h.call('GET', `${UNREAD}?system=MAIL`, { cookie: minjun });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ meta: { data: [{ field: 'system' }] } });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', UNREAD)).status).toBe(401);
  });
});
