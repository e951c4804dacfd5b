import { menuNode } from '@maru/api/fixtures';
import { topMenus, type MenuNode } from '@maru/api';
import { createHandlers, errorHandler } from '@maru/api/mocks';
import { screen, waitFor, within, cleanup } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import en from '../../i18n/locales/en';
import ko from '../../i18n/locales/ko';
import { notificationCountsAtom, userStudiosAtom } from '../../session/shellSessionState';
import { renderPortal } from '../../testing/renderPortal';
import { TRIAL_BANNER_CLOSED_KEY } from './trialBanner';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Unmount first: a mounted portal's late calls would otherwise meet no handler.
  cleanup();
  server.resetHandlers();
  await changeLocale('ko');
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const LAZY = { timeout: 5000 };
// Each test renders the whole portal; on a busy two-core machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });
const PLAIN_EMPLOYEE = 'U0001'; // 김민준: no flags, one company
const ADMIN = 'U0003'; // 박지훈: adminFlag '1', HR admin, two companies
const TRIAL_USER = 'U0007'; // 윤지아: her company is on a free trial

/**
 * Renders `entry` (home by default) as `userId` and waits for the signed-in top bar;
 * `overrides` answer before the fixtures' handlers.
 */
async function signedInAs(userId: string, entry = '/', overrides: RequestHandler[] = []) {
  server.use(...overrides, ...createHandlers({ session: { userId } }));
  const portal = renderPortal(entry);
  const channels = await screen.findByRole('navigation', { name: ko.shell.mainNav }, LAZY);
  const header = channels.closest('header');
  if (!header) throw new Error('the channels are not in the header');
  return { ...portal, channels, header };
}

/** A folder unless `fields` say otherwise (the mega-menu's top entries and groups). */
function menuFolder(menuId: number, menuName: string, fields: Partial<MenuNode> = {}): MenuNode {
  return menuNode({ menuId, menuName, folderFlag: '1', linkType: null, ...fields });
}
const link = (menuId: number, menuName: string, linkUrl: string, linkType = 'internal') =>
  menuFolder(menuId, menuName, { folderFlag: '0', linkType, linkUrl });

const topMenusPath = '*/api/gw/common/top/menus';

describe('top bar channels (spec 01 §2, §6)', () => {
  it('spec 01 §6: an HR admin sees the HR channel', async () => {
    const { channels } = await signedInAs(ADMIN);
    expect(within(channels).getByRole('link', { name: ko.shell.channels.hr })).toHaveAttribute(
      'href',
      expect.stringContaining('desktopMode=true'),
    );
  });

  it('spec 01 §6: a plain employee does not see the HR channel; community and approval always', async () => {
    const { channels } = await signedInAs(PLAIN_EMPLOYEE);
    expect(within(channels).queryByRole('link', { name: ko.shell.channels.hr })).toBeNull();
    expect(within(channels).getByRole('link', { name: ko.shell.channels.community })).toBeVisible();
    expect(within(channels).getByRole('link', { name: ko.shell.channels.approval })).toBeVisible();
  });

  it('the channels are in the banner landmark; the current channel is marked aria-current', async () => {
    const { channels, header } = await signedInAs(PLAIN_EMPLOYEE, '/community');
    expect(header).toContainElement(channels);
    await waitFor(() =>
      expect(
        within(channels).getByRole('link', { name: ko.shell.channels.community }),
      ).toHaveAttribute('aria-current', 'true'),
    );
    expect(
      within(channels).getByRole('link', { name: ko.shell.channels.approval }),
    ).not.toHaveAttribute('aria-current');
  });

  it('spec 01 §2: a plain click routes in the same tab; Ctrl-click opens a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { channels, user, location } = await signedInAs(PLAIN_EMPLOYEE);
    await user.click(within(channels).getByRole('link', { name: ko.shell.channels.community }));
    await waitFor(() => expect(location().pathname).toBe('/community'));
    expect(open).not.toHaveBeenCalled();

    // The community page has another layout: the bar was rendered anew.
    const nav = screen.getByRole('navigation', { name: ko.shell.mainNav });
    await user.keyboard('{Control>}');
    await user.click(within(nav).getByRole('link', { name: ko.shell.channels.approval }));
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('desktopMode=true'),
      '_blank',
      'noopener,noreferrer',
    );
    expect(location().pathname).toBe('/community');
  });
});

describe('languages', () => {
  it('switching to English changes the bar: channels, tools and the English name', async () => {
    const { user } = await signedInAs(PLAIN_EMPLOYEE);
    await user.selectOptions(screen.getByRole('combobox', { name: ko.locale.label }), 'en');
    // The English catalogue loads on the switch; the profile menu's code after the bar.
    const nav = await screen.findByRole('navigation', { name: en.shell.mainNav }, LAZY);
    expect(within(nav).getByRole('link', { name: en.shell.channels.approval })).toBeVisible();
    expect(screen.getByRole('button', { name: en.shell.search })).toBeVisible();
    const header = nav.closest('header') as HTMLElement;
    expect(await within(header).findByRole('button', { name: 'Minjun Kim' }, LAZY)).toBeVisible();
  });
});

describe('mega-menu (spec 01 §2, spec 02 §6)', () => {
  const tree = [
    menuFolder(1000, '시스템 관리', {
      children: [menuFolder(1001, '관리', { children: [link(1002, '메뉴 관리', '/admin/menu')] })],
    }),
    menuFolder(2000, '업무', {
      children: [
        menuFolder(2100, '근태', { children: [link(2101, '조직도', '/orgChart')] }),
        menuFolder(2200, '외부', {
          children: [link(2201, '사내 위키', 'https://wiki.example.com/', 'external')],
        }),
      ],
    }),
  ];

  it('spec 02 §6: the menu with id 1000 is dropped from the global menu', async () => {
    await signedInAs(ADMIN, '/', [http.get(topMenusPath, () => HttpResponse.json(tree))]);
    const mega = await screen.findByRole('navigation', { name: ko.shell.megaMenu.label }, LAZY);
    expect(within(mega).getByRole('button', { name: '업무' })).toBeVisible();
    expect(within(mega).queryByRole('button', { name: '시스템 관리' })).toBeNull();
  });

  it('disclosure: Enter opens the panel of grouped links, Esc closes it and returns focus', async () => {
    const { user } = await signedInAs(PLAIN_EMPLOYEE, '/', [
      http.get(topMenusPath, () => HttpResponse.json(tree)),
    ]);
    const mega = await screen.findByRole('navigation', { name: ko.shell.megaMenu.label }, LAZY);
    const entry = within(mega).getByRole('button', { name: '업무' });
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    entry.focus();
    await user.keyboard('{Enter}');
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const group = within(mega).getByRole('list', { name: '근태' });
    expect(within(group).getByRole('link', { name: '조직도' })).toHaveAttribute(
      'href',
      '/orgChart',
    );
    const external = within(mega).getByRole('link', { name: /사내 위키/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    await user.tab();
    expect(within(group).getByRole('link', { name: '조직도' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(entry).toHaveAttribute('aria-expanded', 'false');
    expect(entry).toHaveFocus();
  });

  it('an internal link routes client-side and closes the panel', async () => {
    const { user, location } = await signedInAs(PLAIN_EMPLOYEE, '/', [
      http.get(topMenusPath, () => HttpResponse.json(tree)),
    ]);
    const mega = await screen.findByRole('navigation', { name: ko.shell.megaMenu.label }, LAZY);
    await user.click(within(mega).getByRole('button', { name: '업무' }));
    await user.click(within(mega).getByRole('link', { name: '조직도' }));
    await waitFor(() => expect(location().pathname).toBe('/orgChart'));
    expect(within(mega).getByRole('button', { name: '업무' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("keeps the menu row's space while the top menus load, so the page below does not move", async () => {
    let answer: (menus: MenuNode[]) => void = () => undefined;
    const menus = new Promise<MenuNode[]>((resolve) => (answer = resolve));
    const { header } = await signedInAs(PLAIN_EMPLOYEE, '/', [
      http.get(topMenusPath, async () => HttpResponse.json(await menus)),
    ]);
    const reserved = () => header.querySelector('[data-reserved="mega-menu"]');
    expect(reserved()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: ko.shell.megaMenu.label })).toBeNull();
    answer(tree);
    await screen.findByRole('navigation', { name: ko.shell.megaMenu.label }, LAZY);
    expect(reserved()).toBeNull();
  });

  it('no row at all once the company turns out to have no top menus', async () => {
    const { header } = await signedInAs(PLAIN_EMPLOYEE, '/', [
      http.get(topMenusPath, () => HttpResponse.json([])),
    ]);
    await waitFor(() => expect(header.querySelector('[data-reserved="mega-menu"]')).toBeNull());
    expect(screen.queryByRole('navigation', { name: ko.shell.megaMenu.label })).toBeNull();
  });

  it('spec 01 §8: a failing top-menu request is swallowed: no mega-menu, no alert', async () => {
    const { alerts } = await signedInAs(PLAIN_EMPLOYEE, '/', [errorHandler(topMenus, 500)]);
    await screen.findByRole('button', { name: '김민준' }, LAZY);
    expect(screen.queryByRole('navigation', { name: ko.shell.megaMenu.label })).toBeNull();
    expect(alerts).toEqual([]);
  });
});

describe('profile dropdown (spec 01 §2)', () => {
  it('spec 01 §2: my page, my settings and logout; no company list with one company', async () => {
    const { user, header } = await signedInAs(PLAIN_EMPLOYEE);
    await user.click(await within(header).findByRole('button', { name: '김민준' }, LAZY));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: ko.shell.profile.myPage })).toHaveAttribute(
      'href',
      '/ess',
    );
    expect(
      within(menu).getByRole('menuitem', { name: ko.shell.profile.mySettings }),
    ).toHaveAttribute('href', '/my/settings');
    expect(within(menu).getByRole('menuitem', { name: ko.shell.signOut })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(within(menu).queryByRole('group', { name: ko.shell.profile.changeCompany })).toBeNull();
  });

  it('spec 01 §2: the company-change list with more than one company, the current one marked', async () => {
    const { user, runtime, header } = await signedInAs(ADMIN);
    // The companies arrive after the session start.
    await waitFor(() => expect(runtime.store.get(userStudiosAtom)).toHaveLength(2), LAZY);
    // The profile menu's code loads after the bar appears (deferred overlays): wait for it. In
    // the header: home's portlets name people too (post authors open their profiles).
    await user.click(await within(header).findByRole('button', { name: '박지훈' }, LAZY));
    const menu = await screen.findByRole('menu');
    const companies = within(menu).getByRole('group', { name: ko.shell.profile.changeCompany });
    expect(within(companies).getAllByRole('menuitem')).toHaveLength(2);
    expect(within(companies).getAllByRole('menuitem', { name: /\(현재 회사\)$/ })).toHaveLength(1);
  });
});

describe('tools (spec 01 §2, §6)', () => {
  it('spec 01 §6: the system administration icon only for adminFlag 1', async () => {
    await signedInAs(ADMIN);
    expect(screen.getByRole('link', { name: ko.shell.admin })).toHaveAttribute(
      'href',
      '/admin/menu',
    );
  });

  it('spec 01 §6: no administration icon for adminFlag 0', async () => {
    await signedInAs(PLAIN_EMPLOYEE);
    expect(screen.queryByRole('link', { name: ko.shell.admin })).toBeNull();
  });

  it('notifications: named with the unread total, to /community/notification', async () => {
    const { runtime } = await signedInAs(PLAIN_EMPLOYEE);
    runtime.store.set(notificationCountsAtom, { unread: 7, GW: 4, EA: 2, KANBAN: 1 });
    const indicator = await screen.findByRole('link', { name: '알림, 읽지 않음 7건' }, LAZY);
    expect(indicator).toHaveAttribute('href', '/community/notification');
  });

  it('spec 01 §2: the search button opens the command palette; Esc closes it', async () => {
    const { user } = await signedInAs(PLAIN_EMPLOYEE);
    await user.click(screen.getByRole('button', { name: ko.shell.search }));
    expect(await screen.findByRole('dialog', { name: '빠른 검색' }, LAZY)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '빠른 검색' })).toBeNull());
  });

  it('spec 01 §2: Ctrl+K anywhere toggles the command palette', async () => {
    const { user } = await signedInAs(PLAIN_EMPLOYEE);
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: '빠른 검색' }, LAZY)).toBeVisible();
  });

  it('cloud logo: the current company logo is the home link, named after the company', async () => {
    const { header } = await signedInAs(PLAIN_EMPLOYEE);
    const logo = await within(header).findByRole('img', { name: /홈$/ }, LAZY);
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('cloud logo: without a logo the product name links home', async () => {
    const { header } = await signedInAs(PLAIN_EMPLOYEE, '/', [
      http.get('*/api/cloud/logo', () => HttpResponse.json([])),
    ]);
    expect(within(header).getByRole('link', { name: ko.shell.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('free-trial banner (spec 01 §2, spec 02 §2)', () => {
  it('spec 02 §2: shows the expiry and the request link above the top bar, and closes for the session', async () => {
    const { user, unmount, header } = await signedInAs(TRIAL_USER);
    const banner = await screen.findByRole('region', { name: ko.shell.trial.label }, LAZY);
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner).toHaveTextContent('2026');
    expect(within(banner).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    await user.click(within(banner).getByRole('button'));
    expect(screen.queryByRole('region', { name: ko.shell.trial.label })).toBeNull();
    expect(sessionStorage.getItem(TRIAL_BANNER_CLOSED_KEY)).toBe('1');
    unmount();

    await signedInAs(TRIAL_USER);
    expect(screen.queryByRole('region', { name: ko.shell.trial.label })).toBeNull();
  });

  it('no banner for a tenant that is not on a free trial', async () => {
    await signedInAs(PLAIN_EMPLOYEE);
    expect(screen.queryByRole('region', { name: ko.shell.trial.label })).toBeNull();
  });
});
