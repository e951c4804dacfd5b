import { z } from 'zod/mini';
import { defineEndpoint } from './define';
import type { Locale } from './primitives';
import { menuNodeSchema, type MenuNode } from './shell';

/*
 * Favourite menus and quick links (spec 02 §2–§7, §9): the chooser's menu tree, the user's
 * favourites, saving the checked menus and saving their arrangement. The limits and the
 * arrangement rules live here too, because the widget, the mocks and the reference server
 * must apply exactly the same ones.
 */

/** Favourite selections a user may hold (spec 02 §9). */
export const FAVOURITE_SELECTION_LIMIT = 15;
/** Favourites in the shortcut list (shown on home, spec 02 §9). */
export const SHORTCUT_LIMIT = 9;
/** Shortcuts the home portlet shows before the expandable panel (spec 02 §2, §9). */
export const HOME_SHORTCUT_COUNT = 5;
/** Upper bound of a request's list, far above the limits: it only caps the payload size. */
const MAX_LIST_LENGTH = 200;

/** The spec's 0/1 flags: defaultFlag (1 fixed) and shortcutLinkFlag (1 shortcut, 0 panel). */
const binaryFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type BinaryFlag = z.infer<typeof binaryFlagSchema>;

const menuIdSchema = z.number().check(z.int(), z.positive());

/** One favourite menu (spec 02 §3 menu item, the fields a quick link needs). */
export const favouriteMenuSchema = z.object({
  menuId: menuIdSchema,
  menuName: z.string(),
  linkType: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  urlPath: z.nullable(z.string()),
  system: z.string(),
  imageUrl: z.nullable(z.string()),
  /** 1: fixed by the company, it cannot be unchecked. */
  defaultFlag: binaryFlagSchema,
  /** 1: in the shortcut list (home), 0: in the panel list. */
  shortcutLinkFlag: binaryFlagSchema,
  /** Position within its list, from 1. */
  sortNo: z.number().check(z.int(), z.nonnegative()),
  favoriteYn: z.enum(['Y', 'N']),
});
export type FavouriteMenu = z.infer<typeof favouriteMenuSchema>;

/** A checked menu of the chooser; anything else the client sends along is ignored. */
export const favouriteSelectionItemSchema = z.object({ menuId: menuIdSchema });
export type FavouriteSelectionItem = z.infer<typeof favouriteSelectionItemSchema>;
export const favouriteSelectionBodySchema = z
  .array(favouriteSelectionItemSchema)
  .check(z.maxLength(MAX_LIST_LENGTH, 'validation.tooManyItems'));

/** One entry of the full arrangement saved after a drag. */
export const favouriteOrderItemSchema = z.object({
  menuId: menuIdSchema,
  shortcutLinkFlag: binaryFlagSchema,
  sortNo: z.number().check(z.int(), z.nonnegative()),
});
export type FavouriteOrderItem = z.infer<typeof favouriteOrderItemSchema>;
export const favouriteOrderBodySchema = z
  .array(favouriteOrderItemSchema)
  .check(z.maxLength(MAX_LIST_LENGTH, 'validation.tooManyItems'));

/** The menus the user may pick favourites from, as a tree of areas and folders. */
export const homeMenuTree = defineEndpoint({
  method: 'GET',
  path: '/gw/common/home/menus',
  response: z.array(menuNodeSchema),
  // Spec 02 §8: menu and favourite failures are swallowed; the widget falls back to empty.
  silent: true,
});

/** The user's favourites: the shortcut list in order, then the panel list in order. */
export const favouriteMenus = defineEndpoint({
  method: 'GET',
  path: '/portal/menu/fovorite',
  response: z.array(favouriteMenuSchema),
  // Spec 02 §8: menu and favourite failures are swallowed; the widget falls back to empty.
  silent: true,
});

/**
 * Saves the checked menus as the user's favourites (the whole selection, not a difference).
 * Answers the saved favourites in their new arrangement (see `applySelection`).
 */
export const saveFavouriteMenus = defineEndpoint({
  method: 'POST',
  path: '/portal/menu/fovorite',
  body: favouriteSelectionBodySchema,
  response: z.array(favouriteMenuSchema),
});

/** Saves the full arrangement (every favourite once, with its list and sortNo). */
export const saveFavouriteOrder = defineEndpoint({
  method: 'PUT',
  path: '/portal/menu/fovorite/order',
  body: favouriteOrderBodySchema,
  response: z.array(favouriteMenuSchema),
});

/**
 * The favourite item for a menu of the chooser, in its list at `sortNo`. A board names its
 * page in urlPath only; a quick link follows linkUrl, then urlPath.
 */
export function favouriteMenuOf(
  node: Pick<
    MenuNode,
    'menuId' | 'menuName' | 'linkType' | 'linkUrl' | 'urlPath' | 'system' | 'imageUrl'
  >,
  place: { shortcut: boolean; sortNo: number; fixed: boolean },
): FavouriteMenu {
  return {
    menuId: node.menuId,
    menuName: node.menuName,
    linkType: node.linkType,
    linkUrl: node.linkUrl,
    urlPath: node.urlPath,
    system: node.system,
    imageUrl: node.imageUrl,
    defaultFlag: place.fixed ? 1 : 0,
    shortcutLinkFlag: place.shortcut ? 1 : 0,
    sortNo: place.sortNo,
    favoriteYn: 'Y',
  };
}

// ---- the arrangement rules --------------------------------------------------------------------

/** The favourites split into the shortcut list (home) and the panel list, each in order. */
export interface FavouriteLists<T> {
  shortcut: readonly T[];
  panel: readonly T[];
}

/** Favourites as the two lists, each ordered by sortNo (menuId breaks ties). */
export function favouriteListsOf<
  T extends Pick<FavouriteMenu, 'shortcutLinkFlag' | 'sortNo' | 'menuId'>,
>(favourites: readonly T[]): FavouriteLists<T> {
  const ordered = [...favourites].sort((a, b) => a.sortNo - b.sortNo || a.menuId - b.menuId);
  return {
    shortcut: ordered.filter((item) => item.shortcutLinkFlag === 1),
    panel: ordered.filter((item) => item.shortcutLinkFlag === 0),
  };
}

/**
 * The shortcut limit (spec 02 §5): past SHORTCUT_LIMIT, the last shortcuts move back to the
 * start of the panel list, in their order. Lists within the limit come back unchanged.
 */
export function keepShortcutLimit<T>(lists: FavouriteLists<T>): FavouriteLists<T> {
  if (lists.shortcut.length <= SHORTCUT_LIMIT) return lists;
  return {
    shortcut: lists.shortcut.slice(0, SHORTCUT_LIMIT),
    panel: [...lists.shortcut.slice(SHORTCUT_LIMIT), ...lists.panel],
  };
}

/**
 * The lists after saving a new selection: unchecked menus leave, kept ones stay where they
 * were, newly checked ones join the end of the shortcut list (so they show on home) and the
 * shortcut limit then sends any overflow to the panel.
 */
export function applySelection(
  lists: FavouriteLists<number>,
  selected: readonly number[],
): FavouriteLists<number> {
  const chosen = new Set(selected);
  const kept = {
    shortcut: lists.shortcut.filter((id) => chosen.has(id)),
    panel: lists.panel.filter((id) => chosen.has(id)),
  };
  const known = new Set([...kept.shortcut, ...kept.panel]);
  const added = [...new Set(selected)].filter((id) => !known.has(id));
  return keepShortcutLimit({ shortcut: [...kept.shortcut, ...added], panel: kept.panel });
}

/** The full arrangement to save: shortcutLinkFlag from the list, sortNo from 1 within it. */
export function favouriteOrderOf(lists: FavouriteLists<number>): FavouriteOrderItem[] {
  return [
    ...lists.shortcut.map((menuId, index) => ({
      menuId,
      shortcutLinkFlag: 1 as const,
      sortNo: index + 1,
    })),
    ...lists.panel.map((menuId, index) => ({
      menuId,
      shortcutLinkFlag: 0 as const,
      sortNo: index + 1,
    })),
  ];
}

/** Why a save is refused; each has a text in every locale (`favouriteProblemText`). */
export type FavouriteProblem =
  | 'notReadable'
  | 'duplicate'
  | 'tooManySelections'
  | 'tooManyShortcuts'
  | 'fixedRemoved'
  | 'notTheFavourites'
  | 'duplicateSortNo';

function hasDuplicates(values: readonly (number | string)[]): boolean {
  return new Set(values).size !== values.length;
}

/**
 * What is wrong with a selection to save: a menu the user may not read (or that cannot be a
 * favourite), a menu listed twice, more than FAVOURITE_SELECTION_LIMIT, or a fixed favourite
 * left out. Empty when it can be saved.
 */
export function selectionProblems(
  selected: readonly number[],
  context: { readable: ReadonlySet<number>; fixed: readonly number[] },
): FavouriteProblem[] {
  const problems: FavouriteProblem[] = [];
  if (selected.some((id) => !context.readable.has(id))) problems.push('notReadable');
  if (hasDuplicates(selected)) problems.push('duplicate');
  if (new Set(selected).size > FAVOURITE_SELECTION_LIMIT) problems.push('tooManySelections');
  const chosen = new Set(selected);
  if (context.fixed.some((id) => !chosen.has(id))) problems.push('fixedRemoved');
  return problems;
}

/**
 * What is wrong with an arrangement to save: it must hold every current favourite exactly once
 * (an arrangement neither adds nor removes, so fixed menus cannot go either), at most
 * SHORTCUT_LIMIT shortcuts, and no two entries of one list on the same sortNo.
 */
export function orderProblems(
  order: readonly FavouriteOrderItem[],
  current: readonly number[],
): FavouriteProblem[] {
  const problems: FavouriteProblem[] = [];
  const ids = order.map((item) => item.menuId);
  if (hasDuplicates(ids)) problems.push('duplicate');
  const wanted = new Set(current);
  if (new Set(ids).size !== wanted.size || ids.some((id) => !wanted.has(id))) {
    problems.push('notTheFavourites');
  }
  const shortcuts = order.filter((item) => item.shortcutLinkFlag === 1);
  if (shortcuts.length > SHORTCUT_LIMIT) problems.push('tooManyShortcuts');
  if (hasDuplicates(order.map((item) => `${item.shortcutLinkFlag}:${item.sortNo}`))) {
    problems.push('duplicateSortNo');
  }
  return problems;
}

const problemTexts: Record<FavouriteProblem, Record<Locale, string>> = {
  notReadable: {
    ko: '즐겨찾기에 추가할 수 없는 메뉴가 있습니다. 볼 수 있는 메뉴만 추가할 수 있습니다.',
    en: 'Some menus cannot be added to favourites. Only menus you can open can be added.',
    ja: 'お気に入りに追加できないメニューがあります。閲覧できるメニューのみ追加できます。',
    zh: '有无法添加到收藏的菜单。只能添加您有权查看的菜单。',
  },
  duplicate: {
    ko: '같은 메뉴가 두 번 들어 있습니다.',
    en: 'The same menu is listed twice.',
    ja: '同じメニューが二重に含まれています。',
    zh: '同一菜单出现了两次。',
  },
  tooManySelections: {
    ko: `즐겨찾기는 ${FAVOURITE_SELECTION_LIMIT}개까지 선택할 수 있습니다.`,
    en: `You can choose up to ${FAVOURITE_SELECTION_LIMIT} favourites.`,
    ja: `お気に入りは${FAVOURITE_SELECTION_LIMIT}個まで選択できます。`,
    zh: `最多可选择 ${FAVOURITE_SELECTION_LIMIT} 个收藏。`,
  },
  tooManyShortcuts: {
    ko: `바로가기는 ${SHORTCUT_LIMIT}개까지 둘 수 있습니다.`,
    en: `The shortcut list holds up to ${SHORTCUT_LIMIT} menus.`,
    ja: `ショートカットは${SHORTCUT_LIMIT}個まで置けます。`,
    zh: `快捷方式最多 ${SHORTCUT_LIMIT} 个。`,
  },
  fixedRemoved: {
    ko: '고정 메뉴는 즐겨찾기에서 해제할 수 없습니다.',
    en: 'Fixed menus cannot be removed from favourites.',
    ja: '固定メニューはお気に入りから外せません。',
    zh: '固定菜单无法从收藏中移除。',
  },
  notTheFavourites: {
    ko: '순서를 저장하려면 현재 즐겨찾기를 빠짐없이 한 번씩 보내야 합니다.',
    en: 'An order must list every current favourite exactly once.',
    ja: '並び順には現在のお気に入りをすべて一度ずつ含める必要があります。',
    zh: '排序必须包含当前所有收藏，且每个仅一次。',
  },
  duplicateSortNo: {
    ko: '한 목록 안에 같은 순서 번호가 두 번 있습니다.',
    en: 'Two entries of one list have the same sort number.',
    ja: '同じリスト内に同じ並び順番号が二つあります。',
    zh: '同一列表中有两个相同的排序号。',
  },
};

/** The text of a refused save in the request's language (server and mocks answer it). */
export function favouriteProblemText(problem: FavouriteProblem, locale: Locale): string {
  return problemTexts[problem][locale];
}
