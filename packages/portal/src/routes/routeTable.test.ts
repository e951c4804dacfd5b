import { describe, expect, it, vi } from 'vitest';

/** Page modules evaluated so far (the route table must not evaluate any), and the recorder. */
const { evaluated, track } = vi.hoisted(() => {
  const names = new Set<string>();
  const record = (name: string) => async (importOriginal: () => Promise<unknown>) => {
    names.add(name);
    return importOriginal();
  };
  return { evaluated: names, track: record };
});
vi.mock('./home/HomePage', track('home'));
vi.mock('./community/CommunityPages', track('community'));
vi.mock('./people/PeoplePages', track('people'));
vi.mock('./settings/SettingsPages', track('settings'));
vi.mock('./ess/EssPages', track('ess'));
vi.mock('./admin/AdminPages', track('admin'));
vi.mock('./search/SearchPages', track('search'));
vi.mock('./signin/SignInPage', track('signin'));
vi.mock('./logout/LogoutPage', track('logout'));
vi.mock('./notFound/NotFoundPage', track('notFound'));

// After the mocks, so that evaluating the table is observed.
const { portalRoutes } = await import('./routeTable');

describe('lazy routes (spec 01 §2, GUIDE §6: only what a route needs loads on its first visit)', () => {
  it('loading the route table evaluates no page module', () => {
    expect(portalRoutes.length).toBeGreaterThan(40);
    expect([...evaluated]).toEqual([]);
  });

  it("a row's loader loads only its own area's page module", async () => {
    const row = portalRoutes.find((route) => route.path === '/admin/sync');
    await row?.load();
    expect([...evaluated]).toEqual(['admin']);
  });

  it('every row loads a page component', async () => {
    for (const route of portalRoutes) {
      const { Component } = await route.load();
      expect(typeof Component, route.path).toBe('function');
    }
  });
});
