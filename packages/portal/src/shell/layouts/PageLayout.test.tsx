import { communityMenuTree } from '@maru/api/fixtures';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createContext, useContext, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ko from '../../i18n/locales/ko';
import type { MenuArea, RouteLayout } from '../../routes/routeTypes';
import { BannerSlot, SearchAsideSlot, SearchHeaderSlot } from './layoutSlots';
import { PageLayout } from './PageLayout';
import { readySession, renderShell, routeMetaFor } from './shellHarness';

// The top bar is the TOPBAR area's (and calls the API); here it only has to be there.
vi.mock('../TopBar', () => ({
  TopBar: () => (
    <header>
      <nav aria-label="주 메뉴" />
    </header>
  ),
  PublicBar: () => <header />,
}));

const L = ko.layout;

function renderLayout(
  layout: RouteLayout,
  page: React.ReactNode,
  options: { menuArea?: MenuArea | null; path?: string } = {},
) {
  const session = readySession();
  const user = session.status === 'ready' ? session.user : null;
  return renderShell(
    <PageLayout layout={layout} user={user}>
      {page}
    </PageLayout>,
    {
      path: options.path ?? '/',
      meta: routeMetaFor(layout, options.menuArea ?? null, options.path),
      sideMenu: { area: options.menuArea ?? null, status: 'ready', nodes: communityMenuTree },
      session,
    },
  );
}

/** Landmark roles in document order, with their names: the page's skeleton at a glance. */
function landmarks(): string[] {
  const roles = ['banner', 'navigation', 'main', 'complementary', 'contentinfo'];
  return [...document.body.querySelectorAll<HTMLElement>('header, nav, main, aside, [role]')]
    .map((element) => {
      const role = roles.find((name) => screen.queryAllByRole(name).includes(element));
      if (!role) return null;
      const name = element.getAttribute('aria-label');
      return name ? `${role}:${name}` : role;
    })
    .filter((entry): entry is string => entry !== null);
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // jsdom has no layout: contrast and target size are checked in the browser suites.
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

const Page = () => <h1>본문</h1>;

describe('layouts: landmarks per layout (spec 01 §2)', () => {
  it('pure: only the page, in main#main-content; no top bar, no skip link', async () => {
    renderLayout('pure', <Page />);
    expect(landmarks()).toEqual(['main']);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.queryByRole('link', { name: ko.shell.skipToContent })).toBeNull();
  });

  it('home: skip link, top bar, profile aside, main; no banner aside without banner widgets', async () => {
    renderLayout('home', <Page />);
    expect(landmarks()).toEqual([
      'banner',
      'navigation:주 메뉴',
      `complementary:${ko.home.profileHeading}`,
      'main',
    ]);
    const profile = screen.getByRole('complementary', { name: ko.home.profileHeading });
    expect(within(profile).getByText('김민준')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('home: banner widgets open the right aside, and it goes when they go', async () => {
    function HomeWithBanner() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            배너 닫기
          </button>
          {shown ? (
            <BannerSlot>
              <p>이달의 행사</p>
            </BannerSlot>
          ) : null}
        </>
      );
    }
    const { user } = renderLayout('home', <HomeWithBanner />);
    const banner = await screen.findByRole('complementary', { name: L.bannerAside });
    expect(within(banner).getByText('이달의 행사')).toBeInTheDocument();
    expect(landmarks().at(-1)).toBe(`complementary:${L.bannerAside}`);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '배너 닫기' }));
    expect(screen.queryByRole('complementary', { name: L.bannerAside })).toBeNull();
  });

  it('fixed-aside: top bar, the labelled left menu, main; no banner aside without content', async () => {
    renderLayout('fixed-aside', <Page />, { menuArea: 'community', path: '/community' });
    // The layout's module loads lazily (kept out of the home route's first load).
    await screen.findByRole('main', {}, { timeout: 5000 });
    expect(landmarks()).toEqual([
      'banner',
      'navigation:주 메뉴',
      `navigation:${L.sideMenuLabel.community}`,
      'main',
    ]);
    expect(screen.getByRole('button', { name: L.sideMenuToggle })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('spec 01 §2: fixed-aside shows the banner aside on community pages only', async () => {
    const withBanner = (
      <>
        <Page />
        <BannerSlot>
          <p>이달의 행사</p>
        </BannerSlot>
      </>
    );
    const { unmount } = renderLayout('fixed-aside', withBanner, {
      menuArea: 'community',
      path: '/community',
    });
    expect(await screen.findByRole('complementary', { name: L.bannerAside })).toHaveTextContent(
      '이달의 행사',
    );
    unmount();
    renderLayout('fixed-aside', withBanner, { menuArea: 'ess', path: '/ess/myInfo' });
    expect(screen.getByRole('navigation', { name: L.sideMenuLabel.ess })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('이달의 행사')).toBeNull();
  });

  it('content-centered: top bar and main only', async () => {
    renderLayout('content-centered', <Page />);
    await screen.findByRole('main', {}, { timeout: 5000 });
    expect(landmarks()).toEqual(['banner', 'navigation:주 메뉴', 'main']);
    expect(await axeViolations()).toEqual([]);
  });

  it('search: the page fills the aside and the header; the results stay in main after the header', async () => {
    const Query = createContext('');
    function SearchPage() {
      return (
        <Query.Provider value="휴가">
          <SearchAsideSlot>
            <QueryEcho label="검색 모드" />
          </SearchAsideSlot>
          <SearchHeaderSlot>
            <QueryEcho label="검색어" />
          </SearchHeaderSlot>
          <h1>검색 결과</h1>
        </Query.Provider>
      );
    }
    // Slot content keeps the page's React context although it is drawn elsewhere.
    function QueryEcho({ label }: { label: string }) {
      return <p>{`${label}: ${useContext(Query)}`}</p>;
    }
    renderLayout('search', <SearchPage />);
    const aside = await screen.findByRole('complementary', { name: L.searchAside });
    expect(within(aside).getByText('검색 모드: 휴가')).toBeInTheDocument();
    const main = screen.getByRole('main');
    const header = within(main).getByText('검색어: 휴가');
    const results = within(main).getByRole('heading', { name: '검색 결과' });
    expect(header.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(landmarks()).toEqual([
      'banner',
      'navigation:주 메뉴',
      `complementary:${L.searchAside}`,
      'main',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('search: without slot content there is no aside and no empty header', () => {
    renderLayout('search', <Page />);
    expect(landmarks()).toEqual(['banner', 'navigation:주 메뉴', 'main']);
    expect(screen.getByRole('main').firstElementChild?.tagName).toBe('H1');
  });

  it.each<RouteLayout>(['home', 'fixed-aside', 'content-centered', 'search', 'public'])(
    '%s: the skip link is the first tab stop and targets main#main-content',
    async (layout) => {
      const { user } = renderLayout(layout, <Page />, { menuArea: 'community' });
      await user.tab();
      const skip = screen.getByRole('link', { name: ko.shell.skipToContent });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main-content');
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
      expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    },
  );

  it('the skip link focuses main without a navigation (a hash change would log the menu access again)', async () => {
    const { user } = renderLayout('home', <Page />);
    await screen.findByRole('main');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
