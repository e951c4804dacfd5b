import { commuteStatus } from '@maru/api';
import { createHandlers, errorHandler } from '@maru/api/mocks';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import en from '../i18n/locales/en';
import ko from '../i18n/locales/ko';
import { LOGIN_REDIRECT_FLAG } from '../session/loginRedirect';
import { sessionAtom } from '../session/sessionState';
import { memoryFlagStorage, renderPortal, TEST_API_BASE } from '../testing/renderPortal';
import type { PortalRoute } from './routeTypes';
import { LoadTimeoutError } from '@maru/ui';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Unmount first: a portal still mounted would follow the locale reset with new calls.
  cleanup();
  server.resetHandlers();
  await changeLocale('ko');
});
afterAll(() => server.close());

// A lazy chunk (a page, the message box) on two busy cores: generous, as only a failure waits it out.
const LAZY = { timeout: 15_000 };

describe('portal frame: session gate, title, layout (spec 01 §2, §4)', () => {
  it('home: the signed-in user sees the profile card and the attendance widget, titled "홈 | Maru"', async () => {
    server.use(...createHandlers());
    renderPortal('/');
    const aside = await screen.findByRole('complementary', { name: ko.home.profileHeading }, LAZY);
    expect(await within(aside).findByText('김민준', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(
      screen.getByRole('navigation', { name: ko.shell.mainNav }).closest('header'),
    ).not.toBeNull();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: '출퇴근' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.shell.skipToContent })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe('홈 | Maru'));
  });

  it('the language switch changes texts, names (English name outside ko), title and <html lang>', async () => {
    server.use(...createHandlers());
    const { user } = renderPortal('/');
    const aside = await screen.findByRole('complementary', { name: ko.home.profileHeading }, LAZY);
    await within(aside).findByText('김민준', {}, LAZY);
    await user.selectOptions(screen.getByRole('combobox', { name: ko.locale.label }), 'en');
    const englishAside = await screen.findByRole('complementary', { name: en.home.profileHeading });
    expect(within(englishAside).getByText('Minjun Kim')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Maru'));
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('maru.locale')).toBe('en');
  });

  it('anonymous on a session route: redirects once to the API login redirect with the current address', async () => {
    server.use(...createHandlers({ session: { userId: null } }));
    const storage = memoryFlagStorage();
    const { assigned } = renderPortal('/ess/myWorkHour?tab=1', { storage });
    await waitFor(() =>
      expect(assigned).toEqual([
        `${TEST_API_BASE}/auth/login-redirect?returnUrl=%2Fess%2FmyWorkHour%3Ftab%3D1`,
      ]),
    );
    expect(storage.data.get(LOGIN_REDIRECT_FLAG)).toBe('1');
  });

  it('anonymous after the one redirect: shows the sign-in page with the return URL, no loop', async () => {
    server.use(...createHandlers({ session: { userId: null } }));
    const storage = memoryFlagStorage();
    storage.setItem(LOGIN_REDIRECT_FLAG, '1');
    const { assigned, location } = renderPortal('/ess/myWorkHour', { storage });
    expect(
      await screen.findByLabelText(new RegExp(`^${ko.signin.loginId}`), {}, LAZY),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/signin');
    expect(location().search).toBe('?returnUrl=%2Fess%2FmyWorkHour');
    expect(assigned).toEqual([]);
  });

  it('not found: unknown paths and /404 show the public not-found page without a session', async () => {
    server.use(...createHandlers({ session: { userId: null } }));
    const { assigned } = renderPortal('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: ko.notFound.heading }, LAZY),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${ko.title.notFound} | Maru`));
    expect(assigned).toEqual([]);
  });

  it('logout: signs out, forgets the user and offers to sign in again', async () => {
    server.use(...createHandlers());
    const { runtime } = renderPortal('/logout');
    expect(
      await screen.findByRole('heading', { name: ko.logout.heading }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko.logout.signInAgain })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(runtime.store.get(sessionAtom).status).toBe('anonymous');
  });

  it('sign-out in the profile menu goes to /logout', async () => {
    server.use(...createHandlers());
    const { user, location } = renderPortal('/community');
    await screen.findByRole('heading', { name: ko.title.community }, LAZY);
    await user.click(await screen.findByRole('button', { name: '김민준' }, LAZY));
    await user.click(await screen.findByRole('menuitem', { name: ko.shell.signOut }));
    await waitFor(() => expect(location().pathname).toBe('/logout'));
    expect(
      await screen.findByRole('heading', { name: ko.logout.heading }, LAZY),
    ).toBeInTheDocument();
  });

  it('spec 01 §4: a plain employee opening an admin page gets msg.403 and lands on /', async () => {
    server.use(...createHandlers());
    const { location } = renderPortal('/admin/menu');
    const dialog = await screen.findByRole('alertdialog', {}, LAZY);
    expect(dialog).toHaveTextContent('접근 권한이 없습니다.');
    await waitFor(() => expect(location().pathname).toBe('/'), LAZY);
    expect(screen.queryByRole('heading', { name: ko.title.adminMenu, hidden: true })).toBeNull();
  });

  it('a 403 from a data call shows the message in the ui alert box, then goes to Community', async () => {
    server.use(...createHandlers());
    const { runtime, location, user } = renderPortal('/ess/myWorkHour');
    await screen.findByRole('heading', { name: ko.title.myWorkHour }, LAZY);
    server.use(errorHandler(commuteStatus, 403));
    await expect(runtime.client.call(commuteStatus, { query: { offset: 540 } })).rejects.toThrow();

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('접근 권한이 없습니다.');
    expect(location().pathname).toBe('/ess/myWorkHour');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(location().pathname).toBe('/community'));
  });

  it('spec 01 §8: a page that did not load in 120 s shows the route error screen; retry loads the address again', async () => {
    // React logs the error the boundary caught; this test causes it on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...createHandlers());
    const stalled: PortalRoute = {
      path: '/stalled',
      titleKey: 'title.community',
      layout: 'pure',
      channel: 1,
      menuArea: null,
      access: 'session',
      accessCheck: 'skip',
      load: () => Promise.reject(new LoadTimeoutError(120_000)),
    };
    const { assigned, user } = renderPortal('/stalled?tab=2', { routes: [stalled] });
    await screen.findByRole('heading', { name: ko.routeError.heading }, LAZY);
    // A timeout is not a chunk failure: nothing reloads on its own.
    expect(assigned).toEqual([]);
    await user.click(screen.getByRole('button', { name: ko.navigation.retryPage }));
    expect(assigned).toEqual(['/stalled?tab=2']);
    vi.restoreAllMocks();
  });
});
