import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../routes/routeTypes';
import { accessRequestFor, routeEventsFrom } from './routeAccess';

function meta(
  path: string,
  accessCheck: RouteMeta['accessCheck'],
  access: RouteMeta['access'] = 'session',
): RouteMeta {
  return {
    path,
    titleKey: 'title.community',
    layout: 'fixed-aside',
    channel: 1,
    menuArea: 'community',
    access,
    accessCheck,
  };
}

describe('per-route access request (spec 01 §4, spec 02 §6)', () => {
  it('spec 01 §4: routes with a menuId ask by the menuId parameter of the path', () => {
    expect(
      accessRequestFor(
        meta('/community/board/:menuId/view/:listId', 'menuId'),
        '/community/board/42/view/7',
      ),
    ).toEqual({ kind: 'menuId', menuId: '42', key: 'menuId:42' });
  });

  it('spec 01 §4: other routes ask by URL (the pathname)', () => {
    expect(accessRequestFor(meta('/ess/myWorkHour', 'url'), '/ess/myWorkHour')).toEqual({
      kind: 'url',
      url: '/ess/myWorkHour',
      key: 'url:/ess/myWorkHour',
    });
  });

  it('spec 01 §4: Home and base-list routes skip the check; public routes are never checked', () => {
    expect(accessRequestFor(meta('/', 'skip'), '/').kind).toBe('skip');
    expect(accessRequestFor(meta('/404', 'url', 'public'), '/404').kind).toBe('skip');
    expect(accessRequestFor(null, '/anything').kind).toBe('skip');
  });

  it('a menuId route without the parameter still asks (the contract refuses it), never skips', () => {
    expect(accessRequestFor(meta('/board/:menuId?', 'menuId'), '/board')).toMatchObject({
      kind: 'menuId',
      menuId: '',
    });
  });
});

describe('route events as flags (spec 01 §4)', () => {
  it('spec 01 §4: events R, C, S, A are stored as flags', () => {
    expect(routeEventsFrom(['R', 'S'])).toEqual({ R: true, C: false, S: true, A: false });
    expect(routeEventsFrom(['R', 'C', 'S', 'A'])).toEqual({ R: true, C: true, S: true, A: true });
  });

  it('spec 01 §4: an empty result means no permission', () => {
    expect(routeEventsFrom([])).toBeNull();
  });
});
