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
  favouriteChooserMenusAtom,
  reloadFavouritesAtom,
  reloadFavouriteChooserAtom,
  retryFavouritesSaveAtom,
  toggleFavouriteAtom,
} from './atoms';
export type { FavouritesSaveStatus, FallbackList } from './atoms';
export {
  fetchFavourites,
  fetchFavouriteMenuTree,
  sendFavouriteOrder,
  sendFavouriteSelection,
} from './api';
export { favouritesCatalogue } from './catalogue';
