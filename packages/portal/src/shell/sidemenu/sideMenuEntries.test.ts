import type { MenuNode } from '@maru/api';
import { describe, expect, it } from 'vitest';
import type { MenuLinkContext } from './resolveMenuLink';
import {
  fixedMenuItems,
  folderHoldsPath,
  isCurrentRoute,
  sideMenuEntries,
  type SideMenuEntry,
} from './sideMenuEntries';

const context: MenuLinkContext = {
  cloud: { isCloud: false, useGa: false },
  hosts: {
    ea: 'https://ea.maru.test',
    hr: 'https://hr.maru.test',
    people: 'https://people.maru.test',
  },
  origin: 'https://portal.maru.test',
};

function menu(menuId: number, overrides: Partial<MenuNode> = {}): MenuNode {
  return {
    menuId,
    menuName: `메뉴 ${menuId}`,
    menuTypeCode: 'menu',
    boardType: null,
    folderFlag: '0',
    linkType: 'internal',
    linkUrl: `/ess/page${menuId}`,
    visibleFlag: '1',
    system: 'GW',
    urlPath: null,
    imageUrl: null,
    children: [],
    ...overrides,
  };
}

function folder(menuId: number, children: MenuNode[]): MenuNode {
  return menu(menuId, { folderFlag: '1', linkType: null, linkUrl: null, children });
}

describe('fixedMenuItems', () => {
  it('spec 01 §2: community pages start with my posts and my drafts', () => {
    expect(fixedMenuItems('community').map((item) => item.to)).toEqual([
      '/community/activity/myArticle',
      '/community/activity/myDraft',
    ]);
  });

  it('spec 01 §2: ESS pages start with the my-page item', () => {
    expect(fixedMenuItems('ess').map((item) => item.to)).toEqual(['/ess']);
  });

  it('spec 01 §2: admin pages and pages outside an area have no fixed items', () => {
    expect(fixedMenuItems('admin')).toEqual([]);
    expect(fixedMenuItems(null)).toEqual([]);
  });
});

describe('sideMenuEntries', () => {
  it('spec 01 §3: keeps the server order, folders with their children, leaves with their link', () => {
    const entries = sideMenuEntries(
      [menu(1), folder(2, [menu(3), menu(4, { menuTypeCode: 'board', boardType: 'conference' })])],
      context,
    );
    expect(entries).toEqual<SideMenuEntry[]>([
      { kind: 'link', id: 'menu:1', label: '메뉴 1', target: { kind: 'route', to: '/ess/page1' } },
      {
        kind: 'folder',
        id: 'menu:2',
        label: '메뉴 2',
        children: [
          {
            kind: 'link',
            id: 'menu:3',
            label: '메뉴 3',
            target: { kind: 'route', to: '/ess/page3' },
          },
          {
            kind: 'link',
            id: 'menu:4',
            label: '메뉴 4',
            target: { kind: 'route', to: '/community/board/conference/4' },
          },
        ],
      },
    ]);
  });

  it('spec 01 §3: a hidden node takes its whole subtree with it', () => {
    const hiddenFolder = { ...folder(2, [menu(3)]), visibleFlag: '0' };
    expect(sideMenuEntries([hiddenFolder, menu(5)], context).map((entry) => entry.id)).toEqual([
      'menu:5',
    ]);
  });

  it('spec 01 §2: a folder left empty (only asset links, no GA) is dropped', () => {
    const assets = folder(2, [
      menu(3, { linkUrl: '/ess/myAssets' }),
      menu(4, { linkUrl: '/ess/mssAssets' }),
    ]);
    expect(sideMenuEntries([assets], context)).toEqual([]);
    const withGa = sideMenuEntries([assets], { ...context, cloud: { isCloud: true, useGa: true } });
    expect(withGa).toHaveLength(1);
    expect(withGa[0]?.kind === 'folder' && withGa[0].children.length).toBe(2);
  });

  it('GUIDE §7: a node with an unsafe URL is left out', () => {
    expect(
      sideMenuEntries([menu(1, { linkType: null, linkUrl: 'javascript:alert(1)' })], context),
    ).toEqual([]);
  });
});

describe('current page', () => {
  it('spec 01 §2: the route equal to the page is current (query and trailing slash ignored)', () => {
    expect(isCurrentRoute('/ess', '/ess')).toBe(true);
    expect(isCurrentRoute('/ess', '/ess/')).toBe(true);
    expect(isCurrentRoute('/community/board/4?page=2', '/community/board/4')).toBe(true);
    expect(isCurrentRoute('/ess', '/ess/myInfo')).toBe(false);
  });

  it('a folder holding the page (or the page below one of its routes) starts open', () => {
    const [entry] = sideMenuEntries([folder(2, [menu(3, { menuTypeCode: 'board' })])], context);
    expect(folderHoldsPath(entry!, '/community/board/3')).toBe(true);
    expect(folderHoldsPath(entry!, '/community/board/3/view/9')).toBe(true);
    expect(folderHoldsPath(entry!, '/community/board/30')).toBe(false);
    expect(folderHoldsPath(entry!, '/ess')).toBe(false);
  });
});
