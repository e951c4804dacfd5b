export { FavouritesWidget } from './FavouritesWidget';
export type { FavouritesWidgetProps } from './FavouritesWidget';
export {
  arrangedFavourites,
  favouriteChooserGroups,
  favouriteHref,
  favouriteIds,
  homeShortcuts,
  favouriteOrderBody,
  panelFavourites,
  favouriteSelectionCount,
  favouriteSelectionFull,
  toggleFavourite,
} from './rules';
export type {
  FavouriteChooserGroup,
  FavouriteLists,
  FavouriteSiteHosts,
  FavouriteSiteLinkType,
  FavouriteToggleOutcome,
} from './rules';
export {
  arrangeFavouritesAtom,
  favouriteListsAtom,
  favouritesLoadFailedAtom,
  favouritesSaveStatusAtom,
  favouritesUnsavedAtom,
  favouriteChooserMenusData,
  reloadFavouritesAtom,
  retryFavouritesSaveAtom,
  toggleFavouriteAtom,
} from './atoms';
export type { FavouritesSaveStatus } from './atoms';
export {
  fetchFavourites,
  fetchFavouriteMenuTree,
  sendFavouriteOrder,
  sendFavouriteSelection,
} from './api';
export { favouritesCatalogue } from './catalogue';
