import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuSearchPage } from '@maru/api';
import { createHarness, type Harness } from '../testing/harness';
import { searchCall } from './testing';

let harness: Harness;
let minjun: string;
let admin: string;

beforeAll(async () => {
  harness = await createHarness();
  minjun = await harness.signIn('minjun.kim');
  admin = await harness.signIn('admin');
});
afterAll(() => harness.close());

const menus = (cookie: string, query: Record<string, string | number>, lang?: string) =>
  searchCall<MenuSearchPage>(harness, cookie, '/es/search/menus', query, lang);

describe('menu search (spec 01 §3 menu result: menuPath, menuName, system, urlPath)', () => {
  it('finds the menus the user may open, with the folders above as the path', async () => {
    const { status, body } = await menus(minjun, { keyword: '출퇴근' });
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({
      menuId: 1114,
      menuName: '출퇴근 관리',
      menuPath: '내 정보 > 출퇴근 관리',
      system: 'GW',
      urlPath: '/ess/myWorkHour',
    });
    expect(body.items[0]?.highlights).toEqual([
      { field: 'menuName', start: 0, end: 3 },
      { field: 'menuPath', start: 7, end: 10 },
    ]);
  });

  it('never shows a menu the user may not open: admin menus for admins only', async () => {
    expect((await menus(minjun, { keyword: '메뉴 관리' })).body.totalHits).toBe(0);
    const forAdmin = (await menus(admin, { keyword: '메뉴 관리' })).body;
    expect(forAdmin.items.map((item) => item.urlPath)).toContain('/admin/menu');
  });

  it('finds a menu by its name in another language and answers in the request’s', async () => {
    const ko = (await menus(minjun, { keyword: 'My Work Hours' })).body;
    expect(ko.items.map((item) => item.menuName)).toContain('출퇴근 관리');
    const en = (await menus(minjun, { keyword: '출퇴근' }, 'en')).body;
    expect(en.items[0]?.menuName).toBe('My Work Hours');
  });

  it('finds one- and two-character names by scanning the menus (no short-gram index)', async () => {
    const { body } = await menus(minjun, { keyword: '공지' });
    expect(body.items.map((item) => item.menuId)).toContain(10);
  });

  it('pages in the body', async () => {
    const all = (await menus(minjun, { keyword: '관리', limit: 100 })).body;
    const second = (await menus(minjun, { keyword: '관리', limit: 1, page: 2 })).body;
    expect(all.totalHits).toBeGreaterThan(1);
    expect(second).toMatchObject({ totalHits: all.totalHits, page: 2, limit: 1 });
    expect(second.items[0]?.menuId).toBe(all.items[1]?.menuId);
  });

  it('spec 01 §5: refuses a backslash and an empty keyword (400)', async () => {
    expect((await menus(minjun, { keyword: '\\' })).status).toBe(400);
    expect((await menus(minjun, { keyword: ' ' })).status).toBe(400);
  });
});
