import { describe, expect, it } from 'vitest';
import { favouriteListsOf, type FavouriteMenu, type MenuNode } from '@maru/api';
import { favouritesFor, homeMenusFor, findEmployee } from '@maru/api/fixtures';
import {
  arrangedFavourites,
  favouriteChooserGroups,
  favouriteHref,
  favouriteOrderBody,
  homeShortcuts,
  panelFavourites,
  toggleFavourite,
} from './rules';

const node = (menuId: number, fields: Partial<MenuNode> = {}): MenuNode => ({
  menuId,
  menuName: `메뉴 ${menuId}`,
  menuTypeCode: 'menu',
  boardType: null,
  folderFlag: '0',
  linkType: 'internal',
  linkUrl: `/page/${menuId}`,
  visibleFlag: '1',
  system: 'GW',
  urlPath: null,
  imageUrl: null,
  children: [],
  ...fields,
});

const favourite = (menuId: number, fields: Partial<FavouriteMenu> = {}): FavouriteMenu => ({
  menuId,
  menuName: `메뉴 ${menuId}`,
  linkType: 'internal',
  linkUrl: `/page/${menuId}`,
  urlPath: null,
  system: 'GW',
  imageUrl: null,
  defaultFlag: 0,
  shortcutLinkFlag: 1,
  sortNo: 1,
  favoriteYn: 'Y',
  ...fields,
});

const lists = (shortcut: number[], panel: number[] = []) => ({
  shortcut: shortcut.map((id) => favourite(id)),
  panel: panel.map((id) => favourite(id, { shortcutLinkFlag: 0 })),
});
const idsOf = (l: { shortcut: readonly FavouriteMenu[]; panel: readonly FavouriteMenu[] }) => ({
  shortcut: l.shortcut.map((item) => item.menuId),
  panel: l.panel.map((item) => item.menuId),
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('favourites chooser (spec 02 §5, §6, §9)', () => {
  it('checking a menu adds it at the end of the shortcut list', () => {
    const result = toggleFavourite(lists([1, 2], [3]), node(4));
    expect(result.outcome).toBe('added');
    expect(idsOf(result.lists)).toEqual({ shortcut: [1, 2, 4], panel: [3] });
  });

  it('spec 02 §9: at most 9 shortcuts; the last one moves back to the panel list', () => {
    const result = toggleFavourite(lists(range(1, 9), [20]), node(30));
    expect(idsOf(result.lists)).toEqual({ shortcut: range(1, 9), panel: [30, 20] });
  });

  it('spec 02 §9: at most 15 selections; a 16th is flagged as overflow, not silently dropped', () => {
    const full = lists(range(1, 9), range(10, 6));
    const result = toggleFavourite(full, node(99));
    expect(result.outcome).toBe('overflow');
    expect(result.lists).toBe(full);
    // Unchecking still works at the limit.
    expect(toggleFavourite(full, node(12)).outcome).toBe('removed');
  });

  it('spec 02 §6: fixed menus (defaultFlag 1) cannot be unchecked', () => {
    const start = { shortcut: [favourite(10, { defaultFlag: 1 })], panel: [] };
    const result = toggleFavourite(start, node(10));
    expect(result).toEqual({ lists: start, outcome: 'fixed' });
  });

  it('unchecking removes the menu from whichever list holds it', () => {
    expect(idsOf(toggleFavourite(lists([1, 2], [3]), node(3)).lists)).toEqual({
      shortcut: [1, 2],
      panel: [],
    });
  });
});

describe('favourites arrangement (spec 02 §4)', () => {
  it('spec 02 §4: dragging sets shortcutLinkFlag and sortNo from where each item sits', () => {
    const moved = arrangedFavourites({
      shortcut: [favourite(3, { shortcutLinkFlag: 0, sortNo: 7 }), favourite(1)],
      panel: [favourite(2, { sortNo: 1 })],
    });
    expect(
      [...moved.shortcut, ...moved.panel].map((m) => [m.menuId, m.shortcutLinkFlag, m.sortNo]),
    ).toEqual([
      [3, 1, 1],
      [1, 1, 2],
      [2, 0, 1],
    ]);
  });

  it('spec 02 §7: the order call carries the full list with shortcutLinkFlag and sortNo', () => {
    expect(favouriteOrderBody(lists([5, 6], [7]))).toEqual([
      { menuId: 5, shortcutLinkFlag: 1, sortNo: 1 },
      { menuId: 6, shortcutLinkFlag: 1, sortNo: 2 },
      { menuId: 7, shortcutLinkFlag: 0, sortNo: 1 },
    ]);
  });

  it('spec 02 §2: home shows the first 5 shortcuts; the panel holds the rest', () => {
    const l = favouriteListsOf(favouritesFor('U0001'));
    expect(homeShortcuts(l).map((m) => m.menuId)).toEqual([10, 1114, 11, 18, 21]);
    expect(panelFavourites(l).map((m) => m.menuId)).toEqual([19, 1117, 13, 14, 15, 1113]);
  });
});

describe('favourite links (GUIDE §7)', () => {
  it('a board leads to its page (urlPath); an internal page to its linkUrl', () => {
    expect(
      favouriteHref(
        favourite(10, { linkType: null, linkUrl: null, urlPath: '/community/board/10' }),
      ),
    ).toBe('/community/board/10');
    expect(favouriteHref(favourite(18, { linkUrl: '/orgChart' }))).toBe('/orgChart');
  });

  it('an external link keeps its http(s) URL (the Link opens it in a new tab)', () => {
    expect(
      favouriteHref(favourite(21, { linkType: 'external', linkUrl: 'https://wiki.maru.example/' })),
    ).toBe('https://wiki.maru.example/');
  });

  it('approval and HR links open on their site, path only; without the host no link', () => {
    const ea = favourite(19, { linkType: 'ea', linkUrl: '/approval/list' });
    expect(favouriteHref(ea, { ea: 'https://ea.example.com/' })).toBe(
      'https://ea.example.com/approval/list',
    );
    expect(favouriteHref(ea)).toBeNull();
    expect(
      favouriteHref(favourite(19, { linkType: 'ea', linkUrl: '//evil.test/x' }), {
        ea: 'https://ea.example.com',
      }),
    ).toBeNull();
  });

  it('no URL at all gives no link', () => {
    expect(favouriteHref(favourite(1, { linkUrl: ' ', urlPath: null }))).toBeNull();
  });
});

describe('favourite chooser groups', () => {
  it('areas and folders become groups named by their path; folders are not choices', () => {
    const employee = findEmployee('U0001');
    if (!employee) throw new Error('no U0001');
    const groups = favouriteChooserGroups(homeMenusFor(employee, 'ko'));
    expect(groups[0]?.path).toEqual(['커뮤니티']);
    expect(groups.map((g) => g.path.join(' › '))).toContain('커뮤니티 › 바로가기');
    const choices = groups.flatMap((g) => g.menus);
    expect(choices.every((m) => m.folderFlag !== '1')).toBe(true);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });
});
