import { describe, expect, it, vi } from 'vitest';
import type { PortalRoute } from '../routes/routeTypes';
import { preloadRoute } from './preloadRoute';

function route(path: string, load: PortalRoute['load']): PortalRoute {
  return {
    path,
    titleKey: 'title.home',
    layout: 'home',
    channel: 1,
    menuArea: null,
    access: 'session',
    accessCheck: 'skip',
    load,
  };
}
const page = { Component: () => null };

describe('preloadRoute: the first page loads beside the session start', () => {
  it('loads the module of the route the address shows, and what that page loads first', async () => {
    const home = vi.fn(async () => page);
    const member = vi.fn(async () => page);
    const widgets = vi.fn(async () => ({}));
    const routes = [route('/', home), route('/member/:userId', member)];
    await preloadRoute('/member/U0001', routes, { '/': widgets });
    expect(member).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    expect(widgets).not.toHaveBeenCalled();

    await preloadRoute('/', routes, { '/': widgets });
    expect(home).toHaveBeenCalledTimes(1);
    expect(widgets).toHaveBeenCalledTimes(1);
  });

  it('starts both loads at once, not one after the other', () => {
    const home = vi.fn(() => new Promise<typeof page>(() => undefined));
    const widgets = vi.fn(() => new Promise<unknown>(() => undefined));
    void preloadRoute('/', [route('/', home)], { '/': widgets });
    expect(home).toHaveBeenCalledTimes(1);
    expect(widgets).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address no route shows', async () => {
    const home = vi.fn(async () => page);
    await preloadRoute('/nowhere', [route('/', home)], {});
    expect(home).not.toHaveBeenCalled();
  });

  it("never rejects: a failed load is left to the page's own load, which retries and reports", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const home = vi.fn(() => Promise.reject(failure));
    const widgets = vi.fn(() => Promise.reject(failure));
    await expect(preloadRoute('/', [route('/', home)], { '/': widgets })).resolves.toBeUndefined();
  });
});
