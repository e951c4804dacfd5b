import {
  favouriteMenus,
  homeMenuTree,
  saveFavouriteMenus,
  saveFavouriteOrder,
  type ApiClient,
  type FavouriteMenu,
  type FavouriteOrderItem,
  type MenuNode,
} from '@maru/api';

/** GET /portal/menu/fovorite: the user's favourites, shortcuts then panel. */
export function fetchFavourites(client: ApiClient, signal: AbortSignal): Promise<FavouriteMenu[]> {
  return client.call(favouriteMenus, { signal });
}

/** GET /gw/common/home/menus: the menus the chooser offers. */
export function fetchFavouriteMenuTree(
  client: ApiClient,
  signal: AbortSignal,
): Promise<MenuNode[]> {
  return client.call(homeMenuTree, { signal });
}

/** POST /portal/menu/fovorite: the checked menus (the whole selection). */
export function sendFavouriteSelection(
  client: ApiClient,
  menuIds: readonly number[],
  signal: AbortSignal,
): Promise<FavouriteMenu[]> {
  return client.call(saveFavouriteMenus, {
    body: menuIds.map((menuId) => ({ menuId })),
    signal,
  });
}

/** PUT /portal/menu/fovorite/order: the full list with shortcutLinkFlag and sortNo. */
export function sendFavouriteOrder(
  client: ApiClient,
  order: readonly FavouriteOrderItem[],
  signal: AbortSignal,
): Promise<FavouriteMenu[]> {
  return client.call(saveFavouriteOrder, { body: [...order], signal });
}
