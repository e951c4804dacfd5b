import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import {
  favouriteMenus,
  favouriteOrderOf,
  homeMenuTree,
  saveFavouriteMenus,
  saveFavouriteOrder,
} from '../contract';
import { ApiError } from '../errors';
import { favouriteCandidates } from '../domain';
import { favouritesFor } from '../fixtures';
import { createMockSession } from './mockSession';
import { favouritesHandlers } from './favourites';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(lang: 'ko' | 'en' = 'ko'): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost/api', getLang: () => lang });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const ids = (list: readonly { menuId: number }[]) => list.map((item) => item.menuId);

describe('favourites mocks', () => {
  it('answer the signed-in user’s fixture favourites and chooser tree in the request language', async () => {
    server.use(...favouritesHandlers());
    const list = await api('en').call(favouriteMenus);
    expect(ids(list)).toEqual(ids(favouritesFor('U0001')));
    expect(list[0]?.menuName).toBe('Notices');
    const tree = await api().call(homeMenuTree);
    expect(tree.map((area) => area.menuName)).toEqual(['커뮤니티', '인사 서비스']);
    expect(favouriteCandidates(tree).some((node) => node.menuId === 16)).toBe(false);
  });

  it('spec 02 §6: refuse unchecking a fixed menu with 400 and keep the list', async () => {
    server.use(...favouritesHandlers());
    const client = api();
    const error = await failure(client.call(saveFavouriteMenus, { body: [{ menuId: 11 }] }));
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('고정 메뉴는 즐겨찾기에서 해제할 수 없습니다.');
    expect(ids(await client.call(favouriteMenus))).toEqual(ids(favouritesFor('U0001')));
  });

  it('save a selection and an order, then list them', async () => {
    server.use(...favouritesHandlers());
    const client = api();
    const saved = await client.call(saveFavouriteMenus, {
      body: [{ menuId: 10 }, { menuId: 1114 }, { menuId: 22 }],
    });
    expect(ids(saved)).toEqual([10, 1114, 22]);
    const order = favouriteOrderOf({ shortcut: [22], panel: [1114, 10] });
    await client.call(saveFavouriteOrder, { body: order });
    const list = await client.call(favouriteMenus);
    expect(list.map((item) => [item.menuId, item.shortcutLinkFlag, item.sortNo])).toEqual([
      [22, 1, 1],
      [1114, 0, 1],
      [10, 0, 2],
    ]);
  });

  it('nobody signed in → 401; failSaves → 500 and nothing changes', async () => {
    server.use(...favouritesHandlers({ session: createMockSession(null) }));
    expect((await failure(api().call(favouriteMenus))).status).toBe(401);
    server.resetHandlers();
    server.use(...favouritesHandlers({ failSaves: true }));
    const client = api();
    const order = favouriteOrderOf({ shortcut: [], panel: ids(favouritesFor('U0001')) });
    expect((await failure(client.call(saveFavouriteOrder, { body: order }))).status).toBe(500);
    expect(ids(await client.call(favouriteMenus))).toEqual(ids(favouritesFor('U0001')));
  });
});
