import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, sideMenu, topMenus, type Locale, type MenuNode } from '@maru/api';
import { flattenMenus } from '@maru/api/domain';
import {
  demoAccounts,
  findEmployee,
  menuEventsFor,
  menuEventsForUrl,
  menuPermissionRules,
  SIDE_MENU_TREES,
  sideMenuFor,
  topMenuTree,
  topMenusFor,
} from '@maru/api/fixtures';
import { createHarness, type Harness } from '../testing/harness';

const TOP = '/api/gw/common/top/menus';
const side = (key: string) => `/api/common/menus/${key}/childrenTree/lang`;
const events = (menuId: number | string) => `/api/gw/common/menu/${menuId}/events?checkEvent=R`;
const byUrl = (url: string) => `/api/gw/common/menu/events/url?url=${encodeURIComponent(url)}`;

let h: Harness;
const cookies = new Map<string, string>();
beforeAll(async () => {
  h = await createHarness();
  for (const account of demoAccounts) cookies.set(account.loginId, await h.signIn(account.loginId));
});
afterAll(() => h.close());

function employeeOf(loginId: string) {
  const account = demoAccounts.find((candidate) => candidate.loginId === loginId);
  const employee = account && findEmployee(account.userId);
  if (!employee) throw new Error(`no demo employee ${loginId}`);
  return employee;
}

async function get(url: string, loginId: string, locale?: Locale): Promise<Response> {
  return h.call('GET', url, {
    cookie: cookies.get(loginId) ?? '',
    headers: locale ? { Lang: locale } : {},
  });
}

async function ok(url: string, loginId: string, locale?: Locale): Promise<unknown> {
  const response = await get(url, loginId, locale);
  expect(response.status).toBe(200);
  return response.json();
}

const ids = (nodes: readonly MenuNode[]) => flattenMenus([...nodes]).map((n) => n.menuId);

describe('GET /api/gw/common/top/menus — the global mega-menu per user (spec 01 §6)', () => {
  it('answers the whole tree with the admin root (id 1000) to an administrator', async () => {
    const tree = topMenus.response.parse(await ok(TOP, 'admin'));
    expect(tree.map((node) => node.menuId)).toContain(1000);
    expect(ids(tree)).toEqual(ids(topMenuTree));
  });

  it('leaves out the admin root and the closed executive board’s shortcut for an employee', async () => {
    const tree = topMenus.response.parse(await ok(TOP, 'minjun.kim'));
    expect(ids(tree)).not.toContain(1000);
    expect(ids(tree)).not.toContain(1001);
    expect(ids(tree)).not.toContain(5114); // → /community/board/16, admins only
    expect(ids(tree)).toContain(5111); // → notices, open to everyone
    expect(ids(tree)).not.toContain(5320); // the managers' folder, emptied
  });

  it('agrees with the fixtures’ topMenusFor for every demo account in ko and en', async () => {
    for (const account of demoAccounts) {
      for (const locale of ['ko', 'en'] as const) {
        expect(await ok(TOP, account.loginId, locale)).toEqual(
          topMenusFor(employeeOf(account.loginId), locale),
        );
      }
    }
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', TOP)).status).toBe(401);
  });
});

describe('GET /api/common/menus/:menuKey/childrenTree/lang — side menus', () => {
  it('the admin tree for a non-admin is [] (events include R only for adminFlag)', async () => {
    expect(await ok(side('1000'), 'minjun.kim')).toEqual([]);
    expect(await ok(side('1000'), 'manager')).toEqual([]);
    const adminTree = sideMenu.response.parse(await ok(side('1000'), 'admin'));
    expect(ids(adminTree)).toEqual(ids(SIDE_MENU_TREES['1000']));
  });

  it('hides the closed executive board (16) from an employee and shows it to an admin', async () => {
    expect(ids(sideMenu.response.parse(await ok(side('1'), 'minjun.kim')))).not.toContain(16);
    expect(ids(sideMenu.response.parse(await ok(side('1'), 'admin')))).toContain(16);
  });

  it('shows the ESS “구성원 관리” folder to managers only', async () => {
    expect(ids(sideMenu.response.parse(await ok(side('1100'), 'minjun.kim')))).not.toContain(1120);
    expect(ids(sideMenu.response.parse(await ok(side('1100'), 'manager')))).toContain(1120);
  });

  it('names the menus in the request’s Lang (ko default)', async () => {
    const nameOf10 = async (locale?: Locale) => {
      const tree = sideMenu.response.parse(await ok(side('1'), 'minjun.kim', locale));
      return flattenMenus(tree).find((node) => node.menuId === 10)?.menuName;
    };
    expect(await nameOf10()).toBe('공지사항');
    expect(await nameOf10('en')).toBe('Notices');
    expect(await nameOf10('ja')).toBe('お知らせ');
    expect(await nameOf10('zh')).toBe('公告');
  });

  it('agrees with the fixtures’ sideMenuFor for every account, key and locale', async () => {
    for (const account of demoAccounts) {
      for (const key of ['1', '1100', '1000'] as const) {
        for (const locale of LOCALES) {
          expect(await ok(side(key), account.loginId, locale)).toEqual(
            sideMenuFor(key, employeeOf(account.loginId), locale),
          );
        }
      }
    }
  });

  it('an unknown menu key → 400 with the catalogue’s text', async () => {
    const response = await get(side('2000'), 'admin');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: {
        errorType: 'validation',
        data: [{ field: 'menuKey', message: '메뉴 영역은 1100, 1000, 1 중 하나여야 합니다.' }],
      },
    });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', side('1'))).status).toBe(401);
  });
});

describe('GET /api/gw/common/menu/:menuId/events — per-route access (spec 01 §4)', () => {
  it('the closed board: [] for an employee, R C S A for an admin', async () => {
    expect(await ok(events(16), 'minjun.kim')).toEqual([]);
    expect(await ok(events(16), 'admin')).toEqual(['R', 'C', 'S', 'A']);
  });

  it('admin menus: [] for an employee, every event for the system administrator', async () => {
    expect(await ok(events(1001), 'minjun.kim')).toEqual([]);
    expect(await ok(events(1001), 'admin')).toEqual(['R', 'C', 'S', 'A']);
  });

  it('a read-only board gives R only; a user-granted board gives its user A', async () => {
    expect(await ok(events(10), 'minjun.kim')).toEqual(['R']);
    expect(await ok(events(14), 'seoyeon.lee')).toEqual(['R', 'C', 'S', 'A']);
    expect(await ok(events(14), 'minjun.kim')).toEqual(['R', 'C', 'S']);
  });

  it('an unknown menu → []', async () => {
    expect(await ok(events(999999), 'admin')).toEqual([]);
  });

  it('agrees with the fixtures’ menuEventsFor for every account and menu', async () => {
    // Every guarded menu, plus menus no rule names (a mega-menu folder and shortcut, the
    // side menus' roots): those must answer [] on both sides.
    const menuIds = [...new Set(menuPermissionRules.map((rule) => rule.menuId))].concat(
      5100,
      5111,
      1,
      1100,
    );
    for (const account of demoAccounts) {
      const employee = employeeOf(account.loginId);
      for (const menuId of menuIds) {
        expect([account.loginId, menuId, await ok(events(menuId), account.loginId)]).toEqual([
          account.loginId,
          menuId,
          menuEventsFor(employee, menuId),
        ]);
      }
    }
  });

  it.each([
    ['a menu id that is not a number', '/api/gw/common/menu/abc/events?checkEvent=R', 'menuId'],
    ['a negative menu id', '/api/gw/common/menu/-3/events?checkEvent=R', 'menuId'],
    ['a missing checkEvent', '/api/gw/common/menu/10/events', 'checkEvent'],
    ['another checkEvent', '/api/gw/common/menu/10/events?checkEvent=A', 'checkEvent'],
  ])('%s → 400 naming the field', async (_, url, field) => {
    const response = await get(url, 'minjun.kim');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { errorType: 'validation', data: [{ field }] },
    });
  });

  it('a fractional menu id → 400 with the catalogue’s text in the request’s language', async () => {
    const response = await get('/api/gw/common/menu/1.5/events?checkEvent=R', 'minjun.kim', 'en');
    expect(await response.json()).toMatchObject({
      meta: { data: [{ field: 'menuId', message: 'The menu ID must be a whole number.' }] },
    });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', events(10))).status).toBe(401);
  });
});

describe('GET /api/gw/common/menu/events/url — access by URL', () => {
  const urls = [
    '/community/board/16',
    '/community/board/16/view/3',
    '/community/board/160',
    '/community/board/conference/15',
    '/community/board/10/insert',
    '/ess/myInfo',
    '/ess/myinfo',
    '/ESS/MYWORKHOUR/',
    '/ess/myWorkHour?tab=week#top',
    'https://portal.maru.example/ess/employeeInfo',
    '/ess/mssAssets',
    '/ess',
    '/admin/menu',
    '/admin/sync/detail',
    '/userFind',
    '/orgChart',
    '/my/settings',
    '/search/detail',
    '/community/activity/posts',
    '/community/activity',
    '/community/notification',
    '/',
    '/no/such/page',
  ];

  it('agrees with the fixtures’ menuEventsForUrl for every account and URL', async () => {
    for (const account of demoAccounts) {
      const employee = employeeOf(account.loginId);
      for (const url of urls) {
        expect([account.loginId, url, await ok(byUrl(url), account.loginId)]).toEqual([
          account.loginId,
          url,
          menuEventsForUrl(employee, url),
        ]);
      }
    }
  });

  it('a page under a closed menu is closed; an open page is open; an unknown page is []', async () => {
    expect(await ok(byUrl('/community/board/16/view/3'), 'minjun.kim')).toEqual([]);
    expect(await ok(byUrl('/admin/menu'), 'manager')).toEqual([]);
    expect(await ok(byUrl('/userFind'), 'minjun.kim')).toEqual(['R', 'C', 'S', 'A']);
    expect(await ok(byUrl('/no/such/page'), 'admin')).toEqual([]);
  });

  it('an empty url → 400 with the catalogue’s text', async () => {
    const response = await get('/api/gw/common/menu/events/url?url=', 'minjun.kim');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { data: [{ field: 'url', message: '주소를 입력하세요.' }] },
    });
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', byUrl('/ess'))).status).toBe(401);
  });
});
