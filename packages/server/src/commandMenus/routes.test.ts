import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandMenuSchema, type CommandMenu } from '@maru/api';
import { z } from 'zod/mini';
import { createHarness, type Harness } from '../testing/harness';

const ALL = '/api/common/menus/all';
const FAVORITE = '/api/common/menus/favorite';
const ACCESS = '/api/common/menus/access';
const RESET = '/api/common/menus/access/reset';

let h: Harness;
let minjun: string;
let admin: string;
let finance: string;
beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  admin = await h.signIn('admin');
  finance = await h.signIn('finance');
});
afterAll(() => h.close());

async function menus(cookie: string, url = ALL, lang = 'ko'): Promise<CommandMenu[]> {
  const response = await h.call('GET', url, { cookie, headers: { Lang: lang } });
  expect(response.status).toBe(200);
  return z.array(commandMenuSchema).parse(await response.json());
}

const keys = (list: readonly CommandMenu[]) =>
  list.map((menu) => `${menu.system} ${menu.menuPath}`);

async function starCount(userId: string): Promise<number> {
  const rows = await h.db
    .selectFrom('command_menu_stars')
    .where('user_id', '=', userId)
    .selectAll()
    .execute();
  return rows.length;
}

describe('GET /api/common/menus/all — the palette’s menus (spec 01 §2, §6)', () => {
  it('lists Maru’s readable menus and every other system’s menus the user may open', async () => {
    const list = await menus(minjun, ALL, 'en');
    const systems = [...new Set(list.map((menu) => menu.system))];
    expect(systems).toEqual(['GW', 'EA', 'DRAFT', 'HR', 'FI', 'KANBAN', 'EXT']);
    const notices = list.find((menu) => menu.menuPath === '/community/board/10');
    expect(notices).toMatchObject({
      menuName: 'Notices',
      linkType: 'internal',
      menuLocation: 'Community',
    });
    expect(list.find((menu) => menu.menuPath === '/draft/leave')?.menuLocation).toBe(
      'Approval > Drafting',
    );
  });

  it('spec 01 §6: closed menus are not listed — admin pages, HR and finance administration', async () => {
    const own = keys(await menus(minjun));
    expect(own).not.toContain('GW /admin/menu');
    expect(own).not.toContain('HR /hr-admin/members');
    expect(own).not.toContain('FI /finance/closing');
    const hrAdmin = keys(await menus(admin));
    expect(hrAdmin).toContain('GW /admin/menu');
    expect(hrAdmin).toContain('HR /hr-admin/members');
    expect(keys(await menus(finance))).toContain('FI /finance/closing');
  });

  it('marks the seeded stars and answers them oldest first on /favorite', async () => {
    expect(keys(await menus(minjun, FAVORITE))).toEqual([
      'GW /community/board/10',
      'DRAFT /draft/leave',
      'EXT https://mail.maru.example/',
    ]);
    const starred = (await menus(minjun)).filter((menu) => menu.favoriteFlag === 1);
    expect(starred).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await h.call('GET', ALL)).status).toBe(401);
  });
});

describe('PUT /api/common/menus/favorite — star a menu', () => {
  it('stars and unstars for the signed-in user only; starring twice keeps one star', async () => {
    const body = { system: 'HR', menuPath: '/payslip', enabledFlag: 1 };
    expect((await h.call('PUT', FAVORITE, { cookie: minjun, body })).status).toBe(200);
    expect((await h.call('PUT', FAVORITE, { cookie: minjun, body })).status).toBe(200);
    expect(keys(await menus(minjun, FAVORITE))).toContain('HR /payslip');
    expect(await starCount('U0001')).toBe(4);
    expect(keys(await menus(admin, FAVORITE))).not.toContain('HR /payslip');
    await h.call('PUT', FAVORITE, { cookie: minjun, body: { ...body, enabledFlag: 0 } });
    expect(keys(await menus(minjun, FAVORITE))).not.toContain('HR /payslip');
  });

  it('permission: a menu the user may not open is refused with 400 and nothing is written', async () => {
    const before = await starCount('U0001');
    for (const body of [
      { system: 'GW', menuPath: '/admin/menu', enabledFlag: 1 },
      { system: 'HR', menuPath: '/hr-admin/members', enabledFlag: 1 },
      { system: 'EA', menuPath: '/no/such/menu', enabledFlag: 1 },
    ]) {
      const response = await h.call('PUT', FAVORITE, { cookie: minjun, body });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { meta: { data: { message: string }[] } };
      expect(error.meta.data[0]?.message).toBe('유효하지 않은 메뉴 ID입니다.');
    }
    expect(await starCount('U0001')).toBe(before);
  });

  it('bad input: a missing path or a flag other than 0/1 is a 400, nothing written', async () => {
    const before = await starCount('U0001');
    for (const body of [
      { system: 'GW', enabledFlag: 1 },
      { system: 'GW', menuPath: '/community/board/11', enabledFlag: 2 },
      { system: '', menuPath: '/community/board/11', enabledFlag: 1 },
    ]) {
      expect((await h.call('PUT', FAVORITE, { cookie: minjun, body })).status).toBe(400);
    }
    expect(await starCount('U0001')).toBe(before);
  });
});

describe('recents: POST /api/common/menus/access and DELETE /api/common/menus/access/reset', () => {
  it('a visit makes a menu recent with its time; a reset hides it until the next visit', async () => {
    const key = { system: 'EA', menuPath: '/approval/pending' };
    h.setTime('2026-11-23T01:00:00Z');
    await h.call('POST', ACCESS, { cookie: minjun, body: key });
    const visited = (await menus(minjun)).find((menu) => menu.menuPath === key.menuPath);
    expect(visited?.accessedAt).toBe(Date.parse('2026-11-23T01:00:00Z') / 1000);

    h.advance(60);
    expect((await h.call('DELETE', RESET, { cookie: minjun, body: key })).status).toBe(200);
    expect(
      (await menus(minjun)).find((menu) => menu.menuPath === key.menuPath)?.accessedAt,
    ).toBeNull();
    // The access log itself is kept (it is the shell's record of visits).
    const log = await h.db
      .selectFrom('menu_access_log')
      .where('menu_path', '=', key.menuPath)
      .selectAll()
      .execute();
    expect(log.length).toBeGreaterThan(0);

    h.advance(60);
    await h.call('POST', ACCESS, { cookie: minjun, body: key });
    expect((await menus(minjun)).find((menu) => menu.menuPath === key.menuPath)?.accessedAt).toBe(
      Date.parse('2026-11-23T01:02:00Z') / 1000,
    );
  });

  it('permission and bad input: unknown or closed menus and bodies without a path are 400s, nothing written', async () => {
    const count = async () =>
      (await h.db.selectFrom('command_menu_access_resets').selectAll().execute()).length;
    const before = await count();
    for (const body of [
      { system: 'GW', menuPath: '/admin/menu' },
      { system: 'GW', menuPath: '/nowhere' },
      { system: 'GW' },
    ]) {
      expect((await h.call('DELETE', RESET, { cookie: minjun, body })).status).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
