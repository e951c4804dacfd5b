import {
  errorCatalogue,
  menuAccess,
  menuEventsByUrl,
  sideMenu,
  type MenuEventCode,
  type MenuNode,
} from '@maru/api';
import { errorHandler, createHandlers } from '@maru/api/mocks';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n';
import ko from '../i18n/locales/ko';
import type { MenuArea, PortalRoute, RouteMeta } from '../routes/routeTypes';
import { renderPortal } from '../testing/renderPortal';
import { stubMenuCalls, type MenuCallStubOptions } from '../testing/menuCallStubs';
import { EMPTY_SIDE_MENU, routeEventsAtom, sideMenuAtom } from './navigationState';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Unmount first: a portal still mounted would follow the locale reset with new calls.
  cleanup();
  server.resetHandlers();
  await changeLocale('ko');
});
afterAll(() => server.close());

const LAZY = { timeout: 5000 };

/** Pages that say which route they are and the events they were given. */
const rendered: string[] = [];
const mounted: string[] = [];
function pageFor(heading: string) {
  function Page() {
    const events = useAtomValue(routeEventsAtom);
    rendered.push(heading);
    useEffect(() => void mounted.push(heading), []);
    const flags = events ? Object.keys(events).filter((code) => events[code as MenuEventCode]) : [];
    return (
      <>
        <h1>{heading}</h1>
        <p data-testid="events">{flags.join(',')}</p>
      </>
    );
  }
  return () => Promise.resolve({ Component: Page });
}

function route(
  path: string,
  menuArea: MenuArea | null,
  accessCheck: RouteMeta['accessCheck'],
  access: RouteMeta['access'] = 'session',
): PortalRoute {
  return {
    path,
    titleKey: 'title.community',
    layout: access === 'public' ? 'public' : 'pure',
    channel: 1,
    menuArea,
    access,
    accessCheck,
    load: pageFor(path),
  };
}

const routes: PortalRoute[] = [
  route('/', 'community', 'skip'),
  route('/community/board/:menuId', 'community', 'menuId'),
  route('/ess/myWorkHour', 'ess', 'url'),
  route('/ess/myInfo', 'ess', 'url'),
  route('/admin/menu', 'admin', 'url'),
  route('/orgChart', null, 'url'),
  route('/dl/*', null, 'skip'),
  route('/404', null, 'skip', 'public'),
];

function essNode(menuName: string): MenuNode {
  return {
    menuId: 1101,
    menuName,
    menuTypeCode: 'menu',
    boardType: null,
    folderFlag: '0',
    linkType: 'internal',
    linkUrl: '/ess/myWorkHour',
    visibleFlag: '1',
    system: 'GW',
    urlPath: '/ess/myWorkHour',
    imageUrl: null,
    children: [],
  };
}

function setup(entry: string, stubs: MenuCallStubOptions = {}, strict = false) {
  const menus = stubMenuCalls(stubs);
  server.use(...menus.handlers, ...createHandlers());
  rendered.length = 0;
  mounted.length = 0;
  const portal = renderPortal(entry, { routes, strict });
  const go = (path: string) => act(() => portal.navigate(path));
  return { ...portal, calls: menus.calls, go };
}

const heading = (name: string) => screen.findByRole('heading', { name }, LAZY);

describe('side menu on navigation (spec 01 §2, spec 02 §2)', () => {
  it('spec 01 §2: crossing between ess, admin and community reloads the side menu; staying does not', async () => {
    const { calls, go, runtime } = setup('/ess/myWorkHour', {
      trees: { '1100': [essNode('내 근무시간')] },
    });
    await heading('/ess/myWorkHour');
    await waitFor(() =>
      expect(runtime.store.get(sideMenuAtom)).toEqual({
        area: 'ess',
        status: 'ready',
        nodes: [essNode('내 근무시간')],
      }),
    );
    go('/ess/myInfo');
    await heading('/ess/myInfo');
    go('/orgChart');
    await heading('/orgChart');
    expect(calls.trees.map((call) => call.key)).toEqual(['1100']);
    expect(runtime.store.get(sideMenuAtom).area).toBe('ess');

    go('/admin/menu');
    await heading('/admin/menu');
    go('/community/board/7');
    await heading('/community/board/:menuId');
    await waitFor(() => expect(calls.trees.map((call) => call.key)).toEqual(['1100', '1000', '1']));
    await waitFor(() => expect(runtime.store.get(sideMenuAtom).area).toBe('community'));
  }, 15_000);

  it('spec 01 §2: going to /dl clears the menu', async () => {
    const { go, runtime } = setup('/ess/myWorkHour', {
      trees: { '1100': [essNode('내 근무시간')] },
    });
    await heading('/ess/myWorkHour');
    await waitFor(() => expect(runtime.store.get(sideMenuAtom).status).toBe('ready'));
    go('/dl/files');
    await heading('/dl/*');
    expect(runtime.store.get(sideMenuAtom)).toEqual(EMPTY_SIDE_MENU);
  });

  it('a language change reloads the current side menu in that language', async () => {
    const { calls } = setup('/ess/myWorkHour');
    await heading('/ess/myWorkHour');
    await waitFor(() => expect(calls.trees).toEqual([{ key: '1100', lang: 'ko' }]));
    await act(() => changeLocale('en'));
    await waitFor(() =>
      expect(calls.trees).toEqual([
        { key: '1100', lang: 'ko' },
        { key: '1100', lang: 'en' },
      ]),
    );
  });
});

describe('menu access log (spec 01 §2)', () => {
  it('spec 01 §2: each navigation records the menu access once, also under StrictMode', async () => {
    const { calls, go } = setup('/ess/myWorkHour', {}, true);
    await heading('/ess/myWorkHour');
    await waitFor(() => expect(calls.access).toHaveLength(1));
    go('/community/board/3');
    await heading('/community/board/:menuId');
    await waitFor(() => expect(calls.access).toHaveLength(2));
    // Give any repeated effect time to post twice before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.access).toEqual([
      { system: 'GW', menuPath: '/ess/myWorkHour' },
      { system: 'GW', menuPath: '/community/board/3' },
    ]);
  });

  it('spec 01 §8: a failing access log or side menu is swallowed: no alert, the page shows', async () => {
    const menus = stubMenuCalls();
    server.use(
      errorHandler(menuAccess, 500),
      errorHandler(sideMenu, 502),
      ...menus.handlers,
      ...createHandlers(),
    );
    const { runtime, alerts } = renderPortal('/ess/myWorkHour', { routes });
    await heading('/ess/myWorkHour');
    await waitFor(() =>
      expect(runtime.store.get(sideMenuAtom)).toEqual({ area: 'ess', status: 'ready', nodes: [] }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(alerts).toEqual([]);
  });
});

describe('per-route access check (spec 01 §4, spec 02 §6)', () => {
  it('spec 01 §4: an empty result shows the no-permission alert and lands on /, the page never renders', async () => {
    const { location, user } = setup('/admin/menu', { events: () => [] });
    const dialog = await screen.findByRole('alertdialog', {}, LAZY);
    expect(dialog).toHaveTextContent(errorCatalogue.ko['error.forbidden']);
    await waitFor(() => expect(location().pathname).toBe('/'));
    await user.click(within(dialog).getByRole('button'));
    await heading('/');
    expect(rendered).not.toContain('/admin/menu');
  });

  it('spec 01 §4: a failed check call counts as empty (deny)', async () => {
    const menus = stubMenuCalls();
    server.use(errorHandler(menuEventsByUrl, 502), ...menus.handlers, ...createHandlers());
    rendered.length = 0;
    const { location } = renderPortal('/ess/myWorkHour', { routes });
    await screen.findByRole('alertdialog', {}, LAZY);
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(rendered).not.toContain('/ess/myWorkHour');
  });

  it('spec 01 §4: a route with a menuId asks the menuId endpoint with its parameter', async () => {
    const { calls } = setup('/community/board/42');
    await heading('/community/board/:menuId');
    expect(calls.checks).toEqual([{ menuId: '42' }]);
    await waitFor(() =>
      expect(calls.access).toEqual([{ system: 'GW', menuPath: '/community/board/42' }]),
    );
  });

  it('spec 01 §4: other routes ask by URL with the path', async () => {
    const { calls } = setup('/orgChart');
    await heading('/orgChart');
    expect(calls.checks).toEqual([{ url: '/orgChart' }]);
    await waitFor(() => expect(calls.access).toHaveLength(1));
  });

  it('spec 01 §4: events R, C, S, A are stored as flags for the page', async () => {
    const { runtime, calls } = setup('/community/board/42', { events: () => ['R', 'S'] });
    await heading('/community/board/:menuId');
    expect(screen.getByTestId('events')).toHaveTextContent('R,S');
    expect(runtime.store.get(routeEventsAtom)).toEqual({ R: true, C: false, S: true, A: false });
    await waitFor(() => expect(calls.access).toHaveLength(1));
  });

  it('spec 01 §4: Home (skip) and public routes make no check', async () => {
    const { calls, go } = setup('/');
    await heading('/');
    go('/404');
    await heading('/404');
    expect(calls.checks).toEqual([]);
  });

  it('the page waits for its check behind the loading status, so nothing forbidden flashes', async () => {
    let answer: (codes: MenuEventCode[]) => void = () => undefined;
    setup('/ess/myWorkHour', {
      events: () => new Promise<MenuEventCode[]>((resolve) => (answer = resolve)),
    });
    const status = await screen.findByText(ko.page.loading, {}, LAZY);
    expect(within(screen.getByRole('main')).getByRole('status')).toBe(status);
    expect(rendered).toEqual([]);
    act(() => answer(['R']));
    await heading('/ess/myWorkHour');
  });

  it('answers are kept for the session: coming back does not ask again', async () => {
    const { calls, go } = setup('/ess/myWorkHour');
    await heading('/ess/myWorkHour');
    go('/ess/myInfo');
    await heading('/ess/myInfo');
    go('/ess/myWorkHour');
    await heading('/ess/myWorkHour');
    expect(calls.checks).toEqual([{ url: '/ess/myWorkHour' }, { url: '/ess/myInfo' }]);
  });

  it('a new query on the same page keeps the page mounted and asks nothing, but is a new navigation', async () => {
    const { calls, go } = setup('/ess/myWorkHour');
    await heading('/ess/myWorkHour');
    await waitFor(() => expect(calls.access).toHaveLength(1));
    go('/ess/myWorkHour?tab=2');
    await waitFor(() => expect(calls.access).toHaveLength(2));
    expect(mounted).toEqual(['/ess/myWorkHour']);
    expect(calls.checks).toEqual([{ url: '/ess/myWorkHour' }]);
  });

  it('spec 01 §4: opening a forbidden page again shows the alert again (the denial is cached, not silent)', async () => {
    const { calls, go, location, user } = setup('/', { events: () => [] });
    await heading('/');
    go('/admin/menu');
    await user.click(within(await screen.findByRole('alertdialog', {}, LAZY)).getByRole('button'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    go('/admin/menu');
    await user.click(within(await screen.findByRole('alertdialog', {}, LAZY)).getByRole('button'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls.checks).toEqual([{ url: '/admin/menu' }]);
    expect(rendered).not.toContain('/admin/menu');
  });
});
