import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { PortalProviders } from '../app/PortalProviders';
import { createPortalRuntime, type PortalBrowser, type PortalRuntime } from '../app/runtime';
import { createAlertBridge } from '../session/alertBridge';
import type { FlagStorage } from '../session/loginRedirect';
import { currentAddress } from '../session/signInAddress';
import { createPortalMemoryRouter } from '../routes/createPortalRouter';

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
  router: ReturnType<typeof createPortalMemoryRouter>;
  runtime: PortalRuntime;
  /** Full-page navigations the portal asked for (login redirect, blocked URL). */
  assigned: string[];
  /** Messages sent to the alert fallback before the ui's alert box connected. */
  alerts: string[];
  user: UserEvent;
  unmount(): void;
}

/**
 * The whole portal (providers, route table, frame, layouts) in a memory router, with a fake
 * browser that records full-page navigations instead of performing them.
 */
export function renderPortal(
  entry: string,
  options: { storage?: FlagStorage | null } = {},
): RenderedPortal {
  const router = createPortalMemoryRouter([entry]);
  const assigned: string[] = [];
  const alerts: string[] = [];
  const browser: PortalBrowser = {
    assign: (url) => void assigned.push(url),
    reload: vi.fn(),
    currentAddress: () => currentAddress(router.state.location),
    origin: () => TEST_ORIGIN,
  };
  const runtime = createPortalRuntime({
    navigate: (path) => void router.navigate(path),
    apiBase: TEST_API_BASE,
    browser,
    storage: options.storage === undefined ? memoryFlagStorage() : options.storage,
    alertBridge: createAlertBridge(async (message) => void alerts.push(message)),
  });
  const user = userEvent.setup();
  const { unmount } = render(
    <PortalProviders runtime={runtime}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return { router, runtime, assigned, alerts, user, unmount };
}
