import { render } from '@testing-library/react';
import { Fragment, StrictMode, useLayoutEffect } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { createNavigationBridge } from '../app/navigationBridge';
import { PortalProviders } from '../app/PortalProviders';
import { createPortalRuntime, type PortalBrowser, type PortalRuntime } from '../app/runtime';
import { PortalRoutes } from '../routes/PortalRoutes';
import { portalRoutes } from '../routes/routeTable';
import type { PortalRoute } from '../routes/routeTypes';
import { createAlertBridge } from '../session/alertBridge';
import type { FlagStorage } from '../session/loginRedirect';
import { currentAddress } from '../session/signInAddress';

/** The API base the tests' MSW handlers answer under (jsdom's origin). */
export const TEST_API_BASE = 'http://localhost:3000/api';
export const TEST_ORIGIN = 'http://localhost:3000';

export function memoryFlagStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export interface RenderedPortal {
  /** The memory router's current location (path, query, hash). */
  location(): Location;
  /** Client-side navigation, as the error policy does it (through the navigation bridge). */
  navigate(path: string): void;
  runtime: PortalRuntime;
  /** Full-page navigations the portal asked for (login redirect, blocked URL). */
  assigned: string[];
  /** Messages sent to the alert fallback before the ui's alert box connected. */
  alerts: string[];
  user: UserEvent;
  unmount(): void;
}

/** Reports each location the memory router commits, for assertions and `currentAddress`. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  // A layout effect runs before the frame's effects, so the session start sees this address.
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

/**
 * The whole portal (providers, route table, frame, layouts) in a memory router, with a fake
 * browser that records full-page navigations instead of performing them.
 */
export function renderPortal(
  entry: string,
  options: {
    storage?: FlagStorage | null;
    routes?: readonly PortalRoute[];
    /** Renders inside `<StrictMode>` (effects run twice), as the dev build does. */
    strict?: boolean;
  } = {},
): RenderedPortal {
  let current: Location | null = null;
  const location = (): Location => {
    if (!current) throw new Error('renderPortal: the router has not rendered yet');
    return current;
  };
  const assigned: string[] = [];
  const alerts: string[] = [];
  const browser: PortalBrowser = {
    assign: (url) => void assigned.push(url),
    reload: vi.fn(),
    currentAddress: () => currentAddress(location()),
    origin: () => TEST_ORIGIN,
  };
  const record = (next: Location) => void (current = next);
  const navigation = createNavigationBridge();
  const runtime = createPortalRuntime({
    navigate: navigation.navigate,
    apiBase: TEST_API_BASE,
    browser,
    storage: options.storage === undefined ? memoryFlagStorage() : options.storage,
    alertBridge: createAlertBridge(async (message) => void alerts.push(message)),
  });
  const user = userEvent.setup();
  const Mode = options.strict ? StrictMode : Fragment;
  const { unmount } = render(
    <Mode>
      <PortalProviders runtime={runtime}>
        <MemoryRouter initialEntries={[entry]}>
          <LocationProbe onLocation={record} />
          <PortalRoutes navigation={navigation} routes={options.routes ?? portalRoutes} />
        </MemoryRouter>
      </PortalProviders>
    </Mode>,
  );
  return { location, navigate: navigation.navigate, runtime, assigned, alerts, user, unmount };
}
