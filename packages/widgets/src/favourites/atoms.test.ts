import { describe, expect, it, onTestFinished } from 'vitest';
import type { HttpHandler } from 'msw';
import { createStore } from 'jotai';
import {
  createApiClient,
  favouriteMenus,
  homeMenuTree,
  saveFavouriteOrder,
  type FavouriteLists,
  type FavouriteMenu,
} from '@maru/api';
import { errorHandler, favouritesHandlers, type FavouritesMockOptions } from '@maru/api/mocks';
import { favouritesFor } from '@maru/api/fixtures';
import { apiClientAtom } from '../client/apiClientAtom';
import {
  arrangeFavouritesAtom,
  favouriteChooserMenusData,
  favouriteListsAtom,
  favouritesLoadFailedAtom,
  favouritesSaveStatusAtom,
  favouritesUnsavedAtom,
  reloadFavouritesAtom,
  retryFavouritesSaveAtom,
} from './atoms';
import { favouritesTestServer, TEST_API_BASE } from './testServer';

/*
 * The favourites store on its own (spec 02 §4, §7, §8), over the MSW handlers: what it loads,
 * how a failure falls back, and that an unsaved arrangement survives reloads and is sent again.
 */

const { server, orders } = favouritesTestServer();

/** A store over the favourites mocks (`failing` handlers take precedence), its lists mounted. */
function storeOver(options: FavouritesMockOptions = {}, failing: HttpHandler[] = []) {
  server.use(...failing, ...favouritesHandlers(options));
  const store = createStore();
  store.set(apiClientAtom, createApiClient({ baseUrl: TEST_API_BASE }));
  // A subscription keeps the async atoms mounted, as the widget does.
  const unsubscribe = store.sub(favouriteListsAtom, () => undefined);
  onTestFinished(unsubscribe);
  return store;
}

async function loaded(
  store: ReturnType<typeof createStore>,
): Promise<FavouriteLists<FavouriteMenu>> {
  await expect.poll(() => store.get(favouriteListsAtom)).toBeDefined();
  return store.get(favouriteListsAtom) as FavouriteLists<FavouriteMenu>;
}

const ids = (items: readonly FavouriteMenu[]) => items.map((item) => item.menuId);
const swapFirstTwo = ({ shortcut, panel }: FavouriteLists<FavouriteMenu>) => {
  const [first, second, ...rest] = shortcut;
  if (!first || !second) throw new Error('the demo user has fewer than two shortcuts');
  return { shortcut: [second, first, ...rest], panel };
};

describe('favourites store', () => {
  it('spec 02 §4: loads the user’s favourites as the shortcut and panel lists', async () => {
    const lists = await loaded(storeOver());
    expect([...ids(lists.shortcut), ...ids(lists.panel)]).toEqual(
      favouritesFor('U0001').map((item) => item.menuId),
    );
    expect(lists.shortcut.length).toBeGreaterThan(0);
  });

  it('spec 02 §8: a failed load shows empty lists, flagged, and a reload recovers', async () => {
    const store = storeOver({}, [errorHandler(favouriteMenus, 500)]);
    expect(await loaded(store)).toEqual({ shortcut: [], panel: [] });
    expect(store.get(favouritesLoadFailedAtom)).toBe(true);
    server.resetHandlers();
    server.use(...favouritesHandlers());
    store.set(reloadFavouritesAtom);
    await expect.poll(() => store.get(favouriteListsAtom)?.shortcut.length).toBeGreaterThan(0);
    expect(store.get(favouritesLoadFailedAtom)).toBe(false);
  });

  it('spec 02 §7: an arrangement is kept and saved with the full order', async () => {
    const store = storeOver();
    const arranged = swapFirstTwo(await loaded(store));
    store.set(arrangeFavouritesAtom, arranged);
    expect(ids(store.get(favouriteListsAtom)?.shortcut ?? [])).toEqual(ids(arranged.shortcut));
    await expect.poll(() => store.get(favouritesSaveStatusAtom)).toBe('saved');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.map((item) => item.menuId)).toEqual([
      ...ids(arranged.shortcut),
      ...ids(arranged.panel),
    ]);
    expect(store.get(favouritesUnsavedAtom)).toBe(false);
  });

  it('spec 02 §8: a failed save keeps the arrangement through a reload, and a retry sends it again', async () => {
    const store = storeOver();
    const arranged = swapFirstTwo(await loaded(store));
    server.use(errorHandler(saveFavouriteOrder, 500));
    store.set(arrangeFavouritesAtom, arranged);
    await expect.poll(() => store.get(favouritesSaveStatusAtom)).toBe('failed');
    expect(store.get(favouritesUnsavedAtom)).toBe(true);

    store.set(reloadFavouritesAtom);
    expect(ids(store.get(favouriteListsAtom)?.shortcut ?? [])).toEqual(ids(arranged.shortcut));

    server.resetHandlers();

    server.use(...favouritesHandlers());
    store.set(retryFavouritesSaveAtom);
    await expect.poll(() => store.get(favouritesSaveStatusAtom)).toBe('saved');
    expect(store.get(favouritesUnsavedAtom)).toBe(false);
    expect(
      orders
        .at(-1)
        ?.slice(0, 2)
        .map((item) => item.menuId),
    ).toEqual(ids(arranged.shortcut).slice(0, 2));
  });

  it('spec 02 §8: a failed chooser load shows as an error (an empty chooser) and its retry recovers', async () => {
    const store = storeOver({}, [errorHandler(homeMenuTree, 500)]);
    onTestFinished(store.sub(favouriteChooserMenusData.view, () => undefined));
    await expect.poll(() => store.get(favouriteChooserMenusData.view).status).toBe('error');
    server.resetHandlers();
    server.use(...favouritesHandlers());
    store.set(favouriteChooserMenusData.refresh);
    await expect
      .poll(() => store.get(favouriteChooserMenusData.view).data?.length)
      .toBeGreaterThan(0);
  });
});
