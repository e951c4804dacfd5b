import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  favouriteMenuSchema,
  favouriteOrderOf,
  menuNodeSchema,
  type FavouriteMenu,
  type MenuNode,
} from '@maru/api';
import { favouriteCandidates } from '@maru/api/domain';
import { favouriteSeeds, favouritesFor } from '@maru/api/fixtures';
import { z } from 'zod/mini';
import { createHarness, type Harness } from '../testing/harness';
import { seedFavourites } from './seed';

let h: Harness;
let minjun: string;
let seoyeon: string;
let admin: string;
let labs: string;

beforeAll(async () => {
  h = await createHarness();
  minjun = await h.signIn('minjun.kim');
  seoyeon = await h.signIn('seoyeon.lee');
  admin = await h.signIn('admin');
  labs = await h.signIn('labs');
});
afterAll(() => h.close());
beforeEach(async () => {
  // Every test starts from the seeded favourites.
  await h.db.deleteFrom('favourite_menus').execute();
  await seedFavourites(h.db, () => new Date('2026-11-23T00:00:00Z'));
});

const ids = (list: readonly { menuId: number }[]) => list.map((item) => item.menuId);

async function list(cookie: string, lang = 'ko'): Promise<FavouriteMenu[]> {
  const response = await h.call('GET', '/api/portal/menu/fovorite', {
    cookie,
    headers: { Lang: lang },
  });
  expect(response.status).toBe(200);
  return z.array(favouriteMenuSchema).parse(await response.json());
}

async function homeMenus(cookie: string): Promise<MenuNode[]> {
  const response = await h.call('GET', '/api/gw/common/home/menus', { cookie });
  expect(response.status).toBe(200);
  return z.array(menuNodeSchema).parse(await response.json());
}

const select = (cookie: string, menuIds: number[], lang = 'ko') =>
  h.call('POST', '/api/portal/menu/fovorite', {
    cookie,
    body: menuIds.map((menuId) => ({ menuId })),
    headers: { Lang: lang },
  });

const order = (cookie: string, body: unknown, lang = 'ko') =>
  h.call('PUT', '/api/portal/menu/fovorite/order', { cookie, body, headers: { Lang: lang } });

async function expectRefused(response: Response, message: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { meta: { data: { message: string }[] } };
  expect(body.meta.data.map((item) => item.message)).toContain(message);
}

describe('GET /api/gw/common/home/menus', () => {
  it('the areas the user can see, folders with their visible menus', async () => {
    const tree = await homeMenus(minjun);
    expect(tree.map((area) => area.menuName)).toEqual(['커뮤니티', '인사 서비스']);
    const candidates = ids(favouriteCandidates(tree));
    expect(candidates).toContain(10);
    expect(candidates).not.toContain(16); // the executive board is closed to employees
    expect(candidates).not.toContain(1121); // member screens: managers only
  });

  it('spec 02 §6: administrators also see the administration area', async () => {
    const tree = await homeMenus(admin);
    expect(tree.map((area) => area.menuId)).toEqual([1, 1100, 1000]);
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', '/api/gw/common/home/menus')).status).toBe(401);
  });
});

describe('GET /api/portal/menu/fovorite', () => {
  it('the seeded favourites, shortcuts then panel, names in the request language', async () => {
    const ko = await list(minjun);
    expect(ko).toEqual(favouritesFor('U0001', 'ko'));
    const en = await list(minjun, 'en');
    expect(en[0]).toMatchObject({ menuId: 10, menuName: 'Notices', defaultFlag: 1 });
  });

  it('only the user’s own favourites; a user without any gets an empty list', async () => {
    expect(ids(await list(seoyeon))).toEqual([
      ...(favouriteSeeds.U0002?.shortcut ?? []),
      ...(favouriteSeeds.U0002?.panel ?? []),
    ]);
    expect(await list(labs)).toEqual([]);
  });

  it('a favourite the user may no longer read is left out', async () => {
    await h.db
      .insertInto('favourite_menus')
      .values({
        user_id: 'U0001',
        menu_id: 16,
        shortcut_link_flag: 0,
        sort_no: 9,
        default_flag: 0,
        created_at: 0,
      })
      .execute();
    expect(ids(await list(minjun))).not.toContain(16);
  });

  it('anonymous → 401', async () => {
    expect((await h.call('GET', '/api/portal/menu/fovorite')).status).toBe(401);
  });
});

describe('POST /api/portal/menu/fovorite', () => {
  it('saves the checked menus: kept ones stay, new ones join the shortcuts, and it persists', async () => {
    const response = await select(minjun, [10, 1114, 11, 22, 13]);
    expect(response.status).toBe(200);
    const saved = z.array(favouriteMenuSchema).parse(await response.json());
    expect(saved.map((item) => [item.menuId, item.shortcutLinkFlag, item.sortNo])).toEqual([
      [10, 1, 1],
      [1114, 1, 2],
      [11, 1, 3],
      [22, 1, 4],
      [13, 0, 1],
    ]);
    expect(await list(minjun)).toEqual(saved);
    // Nobody else's favourites changed.
    expect(await list(seoyeon)).toEqual(favouritesFor('U0002'));
  });

  it('spec 02 §9: more than 15 selections → 400 with the limit message, nothing written', async () => {
    const tree = await homeMenus(seoyeon);
    const all = ids(favouriteCandidates(tree));
    expect(all.length).toBeGreaterThan(15);
    await expectRefused(
      await select(seoyeon, all.slice(0, 16)),
      '즐겨찾기는 15개까지 선택할 수 있습니다.',
    );
    expect(await list(seoyeon)).toEqual(favouritesFor('U0002'));
  });

  it('spec 02 §6: a fixed menu (defaultFlag 1) cannot be unchecked → 400, nothing written', async () => {
    await expectRefused(
      await select(minjun, [1114, 11], 'en'),
      'Fixed menus cannot be removed from favourites.',
    );
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('only menus the user may read → 400 for a closed or unknown menu, nothing written', async () => {
    for (const menuId of [16, 1121, 99999]) {
      await expectRefused(
        await select(minjun, [10, 1114, menuId]),
        '즐겨찾기에 추가할 수 없는 메뉴가 있습니다. 볼 수 있는 메뉴만 추가할 수 있습니다.',
      );
    }
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('a body that is not a list of menu ids → 400', async () => {
    for (const body of [{ menuId: 10 }, [{ menuId: 'ten' }], [{}]]) {
      const response = await h.call('POST', '/api/portal/menu/fovorite', { cookie: minjun, body });
      expect(response.status).toBe(400);
    }
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('a cross-site write is refused before anything is written', async () => {
    const response = await h.call('POST', '/api/portal/menu/fovorite', {
      cookie: minjun,
      body: [{ menuId: 10 }, { menuId: 1114 }],
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('anonymous → 401', async () => {
    expect((await select('', [10])).status).toBe(401);
  });
});

describe('PUT /api/portal/menu/fovorite/order', () => {
  it('spec 02 §4: saves shortcutLinkFlag and sortNo of the full list, and it persists', async () => {
    const body = favouriteOrderOf({
      shortcut: [11, 10],
      panel: [13, 1114, 18, 21, 19, 1117, 14, 15, 1113],
    });
    const response = await order(minjun, body);
    expect(response.status).toBe(200);
    const saved = await list(minjun);
    expect(saved.map((item) => [item.menuId, item.shortcutLinkFlag, item.sortNo])).toEqual(
      body.map((item) => [item.menuId, item.shortcutLinkFlag, item.sortNo]),
    );
    // The fixed flag stays with the menu wherever it goes.
    expect(saved.find((item) => item.menuId === 1114)?.defaultFlag).toBe(1);
  });

  it('spec 02 §9: more than 9 shortcuts → 400 with the limit message, nothing written', async () => {
    const all = ids(favouritesFor('U0001'));
    await expectRefused(
      await order(minjun, favouriteOrderOf({ shortcut: all.slice(0, 10), panel: all.slice(10) })),
      '바로가기는 9개까지 둘 수 있습니다.',
    );
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('an order that leaves out, adds or repeats a favourite → 400, nothing written', async () => {
    const all = ids(favouritesFor('U0001'));
    const message = '순서를 저장하려면 현재 즐겨찾기를 빠짐없이 한 번씩 보내야 합니다.';
    // Leaving out a fixed menu is how an order would remove it: refused too.
    await expectRefused(
      await order(minjun, favouriteOrderOf({ shortcut: all.slice(1), panel: [] })),
      message,
    );
    await expectRefused(
      await order(minjun, favouriteOrderOf({ shortcut: [...all, 22], panel: [] })),
      message,
    );
    await expectRefused(
      await order(
        minjun,
        favouriteOrderOf({ shortcut: [...all.slice(0, 5), all[0] ?? 0], panel: all.slice(5) }),
      ),
      '같은 메뉴가 두 번 들어 있습니다.',
    );
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
  });

  it('a user orders only their own favourites: another user’s list → 400', async () => {
    const theirs = ids(favouritesFor('U0002'));
    expect(
      (
        await order(
          minjun,
          favouriteOrderOf({ shortcut: theirs.slice(0, 9), panel: theirs.slice(9) }),
        )
      ).status,
    ).toBe(400);
    expect(await list(minjun)).toEqual(favouritesFor('U0001'));
    expect(await list(seoyeon)).toEqual(favouritesFor('U0002'));
  });

  it('bad input (wrong flag, negative sortNo) → 400', async () => {
    for (const body of [
      [{ menuId: 10, shortcutLinkFlag: 2, sortNo: 1 }],
      [{ menuId: 10, shortcutLinkFlag: 1, sortNo: -1 }],
    ]) {
      expect((await order(minjun, body)).status).toBe(400);
    }
  });
});

describe('seedFavourites', () => {
  it('is skipped when favourites exist, and every demo state is seeded', async () => {
    expect(await seedFavourites(h.db, () => new Date())).toBe(false);
    expect((await list(seoyeon)).length).toBe(15);
    expect((await list(seoyeon)).filter((item) => item.shortcutLinkFlag === 1)).toHaveLength(9);
    expect((await list(minjun)).filter((item) => item.defaultFlag === 1)).toHaveLength(2);
  });
});
