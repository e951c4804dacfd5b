import { adminMenuTree, communityMenuTree, essMenuTree } from '@maru/api/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ko from '../../i18n/locales/ko';
import type { SideMenuState } from '../../navigation/navigationState';
import type { MenuArea } from '../../routes/routeTypes';
import { readySession, renderShell, routeMetaFor } from '../layouts/shellHarness';
import { SIDE_MENU_COLLAPSED_KEY } from './collapsedState';
import { SideMenu } from './SideMenu';

const L = ko.layout;
const TREES = { community: communityMenuTree, ess: essMenuTree, admin: adminMenuTree };

function ready(area: MenuArea): SideMenuState {
  return { area, status: 'ready', nodes: TREES[area] };
}

function renderMenu(
  area: MenuArea,
  path: string,
  options: { sideMenu?: SideMenuState; cloud?: { isCloud: boolean; useGa: boolean } } = {},
) {
  return renderShell(<SideMenu />, {
    path,
    meta: routeMetaFor('fixed-aside', area, path),
    sideMenu: options.sideMenu ?? ready(area),
    session: readySession(options.cloud),
  });
}

function topLevelRows(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.closest('li') === null)
    .map((item) => item.firstElementChild?.textContent ?? '');
}

afterEach(() => localStorage.clear());

describe('left menu (spec 01 §2)', () => {
  it('spec 01 §2: community pages show my posts and my drafts first, then the server tree', () => {
    renderMenu('community', '/community');
    const nav = screen.getByRole('navigation', { name: L.sideMenuLabel.community });
    expect(topLevelRows(nav).slice(0, 4)).toEqual([
      L.fixedMenu.myArticle,
      L.fixedMenu.myDraft,
      '공지사항',
      '자유게시판',
    ]);
    expect(within(nav).getByRole('link', { name: L.fixedMenu.myArticle })).toHaveAttribute(
      'href',
      '/community/activity/myArticle',
    );
    expect(within(nav).getByRole('link', { name: L.fixedMenu.myDraft })).toHaveAttribute(
      'href',
      '/community/activity/myDraft',
    );
  });

  it('spec 01 §2: ESS pages show the my-page item first', () => {
    renderMenu('ess', '/ess/myInfo');
    const nav = screen.getByRole('navigation', { name: L.sideMenuLabel.ess });
    expect(topLevelRows(nav)[0]).toBe(L.fixedMenu.myPage);
    expect(within(nav).getByRole('link', { name: L.fixedMenu.myPage })).toHaveAttribute(
      'href',
      '/ess',
    );
    expect(within(nav).queryByRole('link', { name: L.fixedMenu.myArticle })).toBeNull();
  });

  it('spec 01 §2: admin pages have no fixed items, only the server tree', () => {
    renderMenu('admin', '/admin/menu');
    const nav = screen.getByRole('navigation', { name: L.sideMenuLabel.admin });
    expect(topLevelRows(nav)[0]).toBe('메뉴 관리');
    expect(within(nav).queryByRole('link', { name: L.fixedMenu.myPage })).toBeNull();
  });

  it('spec 01 §2: board items link to the basic and the conference board routes', () => {
    renderMenu('community', '/community');
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute(
      'href',
      '/community/board/10',
    );
    expect(screen.getByRole('link', { name: '주간 회의' })).toHaveAttribute(
      'href',
      '/community/board/conference/15',
    );
  });

  it('spec 01 §2: ea and hr items open a new tab on their site; external ones too, noopener', async () => {
    const { user } = renderMenu('community', '/community');
    await user.click(screen.getByRole('button', { name: '바로가기' }));
    const approval = screen.getByRole('link', { name: /^결재 문서함/ });
    expect(approval).toHaveAttribute('href', 'https://ea.maru.example/approval/list');
    expect(approval).toHaveAttribute('target', '_blank');
    expect(approval).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^내 휴가 현황/ })).toHaveAttribute(
      'href',
      'https://hr.maru.example/attendance/leave',
    );
    const wiki = screen.getByRole('link', { name: /^사내 위키/ });
    expect(wiki).toHaveAttribute('target', '_blank');
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '조직도' })).not.toHaveAttribute('target');
  });

  it('spec 01 §2: an internal item routes in the app', async () => {
    const { user, location } = renderMenu('community', '/community');
    await user.click(screen.getByRole('link', { name: '자유게시판' }));
    expect(location().pathname).toBe('/community/board/11');
    expect(screen.getByRole('link', { name: '자유게시판' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("spec 01 §2: the current page's item has aria-current=page, and its folder starts open", () => {
    renderMenu('ess', '/ess/myWorkHour');
    const current = screen.getByRole('link', { name: '출퇴근 관리' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '내 정보' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: '구성원 관리' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: L.fixedMenu.myPage })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('spec 01 §2: asset links are hidden unless cloud info shows cloud and GA use', () => {
    const { unmount } = renderMenu('ess', '/ess/myInfo', {
      cloud: { isCloud: true, useGa: false },
    });
    expect(screen.queryByRole('link', { name: '내 자산' })).toBeNull();
    expect(screen.queryByRole('link', { name: '구성원 자산', hidden: true })).toBeNull();
    unmount();
    renderMenu('ess', '/ess/myInfo', { cloud: { isCloud: true, useGa: true } });
    expect(screen.getByRole('link', { name: '내 자산' })).toHaveAttribute('href', '/ess/myAssets');
    expect(screen.getByRole('link', { name: '구성원 자산', hidden: true })).toHaveAttribute(
      'href',
      '/ess/mssAssets',
    );
  });

  it("spec 01 §2: a loading skeleton while status is 'loading', no stale tree", () => {
    renderMenu('community', '/community', {
      sideMenu: { area: 'community', status: 'loading', nodes: communityMenuTree },
    });
    expect(screen.getByRole('status')).toHaveTextContent(L.menuLoading);
    expect(screen.queryByRole('link', { name: '공지사항' })).toBeNull();
    // The fixed items do not depend on the server and stay usable.
    expect(screen.getByRole('link', { name: L.fixedMenu.myArticle })).toBeInTheDocument();
  });

  it('spec 01 §8: an empty (or failed) menu shows nothing but the fixed items', () => {
    renderMenu('community', '/community', {
      sideMenu: { area: 'community', status: 'error', nodes: [] },
    });
    const nav = screen.getByRole('navigation', { name: L.sideMenuLabel.community });
    expect(within(nav).getAllByRole('list')).toHaveLength(1);
    expect(within(nav).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('left menu folders by keyboard (APG disclosure with tree keys)', () => {
  it('spec 01 §2: Enter and Space toggle a folder; its items show and hide', async () => {
    const { user } = renderMenu('community', '/community');
    const news = screen.getByRole('button', { name: '사내 소식' });
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '회사 소식' })).toBeNull();
    news.focus();
    await user.keyboard('{Enter}');
    expect(news).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '회사 소식' })).toBeVisible();
    await user.keyboard(' ');
    expect(news).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '회사 소식' })).toBeNull();
  });

  it('arrow keys: Down/Up move, Right opens and enters, Left returns to and closes the folder', async () => {
    const { user } = renderMenu('community', '/community');
    screen.getByRole('link', { name: '자유게시판' }).focus();
    await user.keyboard('{ArrowDown}');
    const news = screen.getByRole('button', { name: '사내 소식' });
    expect(news).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(news).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: '회사 소식' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(news).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(news).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '자유게시판' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: L.fixedMenu.myArticle })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '바로가기' })).toHaveFocus();
  });
});

describe('left menu collapse (spec 01 §2, §9)', () => {
  it('spec 01 §9: the collapse button folds the menu to a rail and the state is kept in localStorage', async () => {
    const { user, unmount } = renderMenu('community', '/community');
    const toggle = screen.getByRole('button', { name: L.sideMenuToggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: L.fixedMenu.myArticle })).toBeNull();
    expect(localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('1');
    unmount();

    renderMenu('community', '/community');
    const restored = screen.getByRole('button', { name: L.sideMenuToggle });
    expect(restored).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: L.fixedMenu.myArticle })).toBeNull();
    restored.focus();
    await user.keyboard('{Enter}');
    expect(restored).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: L.fixedMenu.myArticle })).toBeVisible();
    expect(localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('0');
  });
});
