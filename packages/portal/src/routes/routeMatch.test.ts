import { describe, expect, it } from 'vitest';
import { metaForPath } from './routeMatch';
import { portalRoutes, routePath } from './routeTable';

describe('route metadata by matching the location against the route table (spec 01 §2)', () => {
  it('finds each route of the table by its path, without its loader', () => {
    for (const route of portalRoutes.filter((row) => row.path !== '*')) {
      const meta = metaForPath(route.path);
      expect(meta).toMatchObject({ path: route.path, titleKey: route.titleKey });
      expect(meta?.layout).toBe(route.layout);
      expect(meta?.channel).toBe(route.channel);
      expect(meta?.access).toBe(route.access);
      expect(meta).not.toHaveProperty('load');
    }
  });

  it('home is the session route in the home layout on channel 1', () => {
    expect(metaForPath('/')).toMatchObject({
      name: 'Home',
      layout: 'home',
      channel: 1,
      access: 'session',
    });
  });

  it('unknown paths fall to the public catch-all (not found)', () => {
    expect(metaForPath('/no/such/page')).toMatchObject({
      path: '*',
      titleKey: 'title.notFound',
      access: 'public',
    });
  });

  it('keeps the same metadata object for the same route, so effects do not rerun', () => {
    expect(metaForPath('/community')).toBe(metaForPath('/community'));
  });

  it('routePath resolves the names widgets navigate by', () => {
    expect(routePath('MyWorkHour')).toBe('/ess/myWorkHour');
    expect(routePath('Community')).toBe('/community');
    expect(routePath('Nope')).toBeNull();
  });
});
