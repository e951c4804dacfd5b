import { atom, type Getter } from 'jotai';
import {
  favouriteListsOf,
  type FavouriteLists,
  type FavouriteMenu,
  type MenuNode,
} from '@maru/api';
import { requiredApiClientAtom } from '../client/apiClientAtom';
import { remoteAtom } from '../remote';
import {
  fetchFavourites,
  fetchFavouriteMenuTree,
  sendFavouriteOrder,
  sendFavouriteSelection,
} from './api';
import {
  arrangedFavourites,
  favouriteIds,
  favouriteOrderBody,
  toggleFavourite,
  type FavouriteToggleOutcome,
} from './rules';

/*
 * Favourites state (spec 02 §4, §7, §8). Request failures fall back to empty lists silently
 * (spec 02 §8: favourite and menu request failures are swallowed); what the user arranged is
 * kept here, never replaced by a reload while it is unsaved, and a retry sends it again.
 */

// ---- data -----------------------------------------------------------------------------------

/** The user's favourites as the server has them (GET /portal/menu/fovorite). */
const favouritesData = remoteAtom((get, signal) =>
  fetchFavourites(get(requiredApiClientAtom), signal),
);

/** The user's arrangement once they changed anything; it wins over what was loaded. */
const arrangementAtom = atom<FavouriteLists<FavouriteMenu> | null>(null);

/**
 * The favourites to show, in their two lists: the arrangement, else the last answer, else
 * empty lists when the load failed; undefined while the first load runs.
 */
export const favouriteListsAtom = atom((get): FavouriteLists<FavouriteMenu> | undefined => {
  const arranged = get(arrangementAtom);
  if (arranged) return arranged;
  const loaded = get(favouritesData.view);
  if (loaded.status === 'error') return { shortcut: [], panel: [] };
  return loaded.data === undefined ? undefined : favouriteListsOf(loaded.data);
});

/** True when the last load failed (the empty fallback is shown, with a quiet retry). */
export const favouritesLoadFailedAtom = atom(
  (get) => get(arrangementAtom) === null && get(favouritesData.view).status === 'error',
);

/**
 * The chooser's menu tree (`Remote`; a failure shows an empty chooser with a quiet retry).
 * Read it only while the settings are open: closing them aborts a load in flight.
 */
export const favouriteChooserMenusData = remoteAtom((get, signal) =>
  fetchFavouriteMenuTree(get(requiredApiClientAtom), signal),
);

// ---- saving ---------------------------------------------------------------------------------

/** Where saving stands: nothing to save, a save running, all saved, or a save that failed. */
export type FavouritesSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export const favouritesSaveStatusAtom = atom<FavouritesSaveStatus>('idle');

/** What the server has not accepted yet: the selection (POST) and the arrangement (PUT). */
const unsavedAtom = atom({ selection: false, order: false });
/** True while changes wait to be saved (after a failure, until a retry succeeds). */
export const favouritesUnsavedAtom = atom((get) => {
  const unsaved = get(unsavedAtom);
  return unsaved.selection || unsaved.order;
});

const flushingAtom = atom(false);

/**
 * Sends what is unsaved, one request at a time: the selection first (the order names the
 * selected menus, so the server must know them), then the full order. A change made while a
 * request runs is picked up by the loop; a failure stops it, keeps the arrangement and marks
 * it unsaved for the retry.
 */
const flushAtom = atom(null, async (get, set) => {
  if (get(flushingAtom)) return;
  set(flushingAtom, true);
  set(favouritesSaveStatusAtom, 'saving');
  const controller = new AbortController();
  try {
    for (;;) {
      const unsaved = get(unsavedAtom);
      const lists = get(arrangementAtom);
      if (lists === null || (!unsaved.selection && !unsaved.order)) break;
      const client = get(requiredApiClientAtom);
      const kind = unsaved.selection ? 'selection' : 'order';
      set(unsavedAtom, { ...unsaved, [kind]: false });
      try {
        if (kind === 'selection') {
          await sendFavouriteSelection(client, favouriteIds(lists), controller.signal);
        } else {
          await sendFavouriteOrder(client, favouriteOrderBody(lists), controller.signal);
        }
      } catch {
        set(unsavedAtom, (now) => ({ ...now, [kind]: true }));
        set(favouritesSaveStatusAtom, 'failed');
        return;
      }
    }
    set(favouritesSaveStatusAtom, 'saved');
  } finally {
    set(flushingAtom, false);
  }
});

// ---- actions --------------------------------------------------------------------------------

function currentLists(get: Getter): FavouriteLists<FavouriteMenu> {
  return get(favouriteListsAtom) ?? { shortcut: [], panel: [] };
}

/**
 * Checks or unchecks a chooser menu and saves the selection (spec 02 §7 POST). Answers what
 * happened, so the view can flag an overflow or a fixed menu.
 */
export const toggleFavouriteAtom = atom(
  null,
  (get, set, menu: MenuNode): FavouriteToggleOutcome => {
    const result = toggleFavourite(currentLists(get), menu);
    if (result.outcome === 'added' || result.outcome === 'removed') {
      set(arrangementAtom, arrangedFavourites(result.lists));
      set(unsavedAtom, (now) => ({ ...now, selection: true }));
      void set(flushAtom);
    }
    return result.outcome;
  },
);

/** Keeps a new arrangement from the grid and saves the full order (spec 02 §7 PUT). */
export const arrangeFavouritesAtom = atom(
  null,
  (_get, set, lists: FavouriteLists<FavouriteMenu>) => {
    set(arrangementAtom, arrangedFavourites(lists));
    set(unsavedAtom, (now) => ({ ...now, order: true }));
    void set(flushAtom);
  },
);

/** Sends the unsaved changes again (the retry after a failed save). */
export const retryFavouritesSaveAtom = atom(null, (_get, set) => {
  void set(flushAtom);
});

/**
 * Loads the favourites again (the quiet retry after a failed load). While changes are unsaved
 * the user's arrangement stays: a reload never replaces it.
 */
export const reloadFavouritesAtom = atom(null, (get, set) => {
  const unsaved = get(unsavedAtom);
  if (unsaved.selection || unsaved.order || get(flushingAtom)) return;
  set(arrangementAtom, null);
  set(favouritesData.refresh);
});
