import type { CloudInfo } from '@maru/api';
import { cloudInfoFixture, employees, profileFor } from '@maru/api/fixtures';
import { MaruProvider } from '@maru/ui';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { i18n } from '../../i18n';
import {
  EMPTY_SIDE_MENU,
  sideMenuAtom,
  type SideMenuState,
} from '../../navigation/navigationState';
import { routeMetaAtom } from '../../routes/routeMetaAtom';
import type { MenuArea, RouteLayout, RouteMeta } from '../../routes/routeTypes';
import { sessionAtom, type SessionState } from '../../session/sessionState';
import { createWidgetsStore, type WidgetsStore } from '@maru/widgets';

/*
 * Test-only: renders a piece of the shell with the providers it needs (i18n, jotai store,
 * ui theme, memory router) and the atoms the navigation and session would have filled.
 */

export function routeMetaFor(
  layout: RouteLayout,
  menuArea: MenuArea | null,
  path = '/x',
): RouteMeta {
  return {
    path,
    titleKey: 'title.home',
    layout,
    channel: 1,
    menuArea,
    access: 'session',
    accessCheck: 'skip',
  };
}

/** A signed-in session with the first demo employee and the given cloud flags. */
export function readySession(cloud: Partial<CloudInfo> = {}): SessionState {
  const employee = employees[0];
  if (!employee) throw new Error('shellHarness: the fixtures have no employee');
  const profile = profileFor(employee);
  return {
    status: 'ready',
    user: { ...profile, managerFlag: false, unionAdminFlag: false },
    cloud: { ...cloudInfoFixture, ...cloud },
  } as SessionState;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

export interface RenderedShell {
  store: WidgetsStore;
  user: UserEvent;
  /** The memory router's current location. */
  location(): Location;
  unmount(): void;
}

export function renderShell(
  ui: ReactNode,
  options: {
    path?: string;
    meta?: RouteMeta | null;
    sideMenu?: SideMenuState;
    session?: SessionState;
  } = {},
): RenderedShell {
  const store = createWidgetsStore();
  store.set(routeMetaAtom, options.meta ?? null);
  store.set(sideMenuAtom, options.sideMenu ?? EMPTY_SIDE_MENU);
  store.set(sessionAtom, options.session ?? readySession());
  let current: Location | null = null;
  const record = (location: Location) => void (current = location);
  const user = userEvent.setup();
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <MaruProvider locale="ko">
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <LocationProbe onLocation={record} />
            {ui}
          </MemoryRouter>
        </MaruProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('shellHarness: the router has not rendered yet');
    return current;
  };
  return { store, user, location, unmount };
}
