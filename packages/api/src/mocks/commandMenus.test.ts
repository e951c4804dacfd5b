import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  allCommandMenus,
  favoriteCommandMenus,
  menuAccess,
  resetCommandMenuAccess,
  starCommandMenu,
} from '../contract';
import { ApiError } from '../errors';
import { commandMenusHandlers } from './commandMenus';
import { createMockSession } from './mockSession';
import { shellHandlers } from './shell';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: 'ko' | 'en' = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

const keys = (list: readonly { system: string; menuPath: string }[]) =>
  list.map((menu) => `${menu.system} ${menu.menuPath}`);

describe('command menu mocks', () => {
  it('list Maru and other systems’ menus by the user’s flags, in the request language', async () => {
    server.use(...commandMenusHandlers());
    const menus = await api('en').call(allCommandMenus);
    const systems = new Set(menus.map((menu) => menu.system));
    expect([...systems]).toEqual(['GW', 'EA', 'DRAFT', 'HR', 'FI', 'KANBAN', 'EXT']);
    expect(menus.find((menu) => menu.menuPath === '/draft/leave')?.menuName).toBe('Leave Request');
    // minjun.kim is no HR admin: the HR administration menu is not his to open.
    expect(keys(menus)).not.toContain('HR /hr-admin/members');
  });

  it('stars, unstars and resets visits; a visit recorded by the shell becomes a recent', async () => {
    const session = createMockSession();
    server.use(...commandMenusHandlers({ session }), ...shellHandlers({ session }));
    const client = api();
    await client.call(starCommandMenu, {
      body: { system: 'HR', menuPath: '/payslip', enabledFlag: 1 },
    });
    await client.call(starCommandMenu, {
      body: { system: 'GW', menuPath: '/community/board/10', enabledFlag: 0 },
    });
    expect(keys(await client.call(favoriteCommandMenus))).toEqual([
      'DRAFT /draft/leave',
      'EXT https://mail.maru.example/',
      'HR /payslip',
    ]);
    await client.call(menuAccess, { body: { system: 'FI', menuPath: '/finance/card' } });
    let menus = await client.call(allCommandMenus);
    const card = menus.find((menu) => menu.menuPath === '/finance/card');
    expect(card?.accessedAt).not.toBeNull();
    await client.call(resetCommandMenuAccess, {
      body: { system: 'FI', menuPath: '/finance/card' },
    });
    menus = await client.call(allCommandMenus);
    expect(menus.find((menu) => menu.menuPath === '/finance/card')?.accessedAt).toBeNull();
  });

  it('refuse a menu the user cannot open with 400, changing nothing', async () => {
    server.use(...commandMenusHandlers());
    const error = await api()
      .call(starCommandMenu, {
        body: { system: 'HR', menuPath: '/hr-admin/members', enabledFlag: 1 },
      })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(keys(await api().call(favoriteCommandMenus))).not.toContain('HR /hr-admin/members');
  });
});
