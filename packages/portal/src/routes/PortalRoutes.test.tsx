import { createHandlers } from '@maru/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ko from '../i18n/locales/ko';
import { renderPortal } from '../testing/renderPortal';
import { CHUNK_RELOAD_FLAG } from './chunkReload';
import type { LoadedRoute, PortalRoute } from './routeTypes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** React logs every error a boundary caught; these tests throw them on purpose. */
const quietCaughtErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterAll(() => server.close());

function publicRoute(path: string, load: () => Promise<LoadedRoute>): PortalRoute {
  return {
    path,
    titleKey: 'title.community',
    layout: 'public',
    channel: null,
    menuArea: null,
    access: 'public',
    accessCheck: 'skip',
    load,
  };
}

const page = (text: string) => () => Promise.resolve({ Component: () => <h1>{text}</h1> });

describe('declarative routes: lazy pages, loading status, error boundary (spec 01 §2, §8)', () => {
  it('a page loads lazily on first visit, with a loading status inside the layout meanwhile', async () => {
    server.use(...createHandlers({ session: { userId: null } }));
    let resolve: (route: LoadedRoute) => void = () => undefined;
    const load = vi.fn(() => new Promise<LoadedRoute>((done) => (resolve = done)));
    renderPortal('/slow', { routes: [publicRoute('/slow', load)] });

    expect(await screen.findByRole('status')).toHaveTextContent(ko.page.loading);
    // The layout (brand bar with the language switch) is already there around the status.
    expect(screen.getByRole('combobox', { name: ko.locale.label })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    resolve({ Component: () => <h1>slow page</h1> });
    expect(await screen.findByRole('heading', { name: 'slow page' })).toBeInTheDocument();
    expect(screen.queryByText(ko.page.loading)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${ko.title.community} | Maru`));
  });

  it('a page that fails to load shows the route error screen; navigating away clears it', async () => {
    quietCaughtErrors();
    server.use(...createHandlers({ session: { userId: null } }));
    const routes = [
      publicRoute('/broken', () => Promise.reject(new Error('render failed'))),
      publicRoute('/fine', page('fine page')),
    ];
    const { assigned, navigate, location } = renderPortal('/broken', { routes });

    expect(await screen.findByRole('heading', { name: ko.routeError.heading })).toBeInTheDocument();
    // Not a chunk-load failure: no reload.
    expect(assigned).toEqual([]);

    navigate('/fine');
    expect(await screen.findByRole('heading', { name: 'fine page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/fine');
    expect(screen.queryByRole('heading', { name: ko.routeError.heading })).toBeNull();
  });

  it('a chunk-load failure while online reloads the target path once', async () => {
    quietCaughtErrors();
    server.use(...createHandlers({ session: { userId: null } }));
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const routes = [publicRoute('/gone', () => Promise.reject(chunkError))];
    const { assigned } = renderPortal('/gone?tab=2', { routes });

    await screen.findByRole('heading', { name: ko.routeError.heading });
    await waitFor(() => expect(assigned).toEqual(['/gone?tab=2']));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('/gone?tab=2');
  });
});
