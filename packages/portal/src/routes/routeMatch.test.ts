import { describe, expect, it } from 'vitest';
import { matchForPath, metaForPath, needsSession } from './routeMatch';
import { portalRoutes, routePath } from './routeTable';
import type { AccessCheck, MenuArea, RouteLayout } from './routeTypes';

type Expected = [
  address: string,
  titleKey: string,
  layout: RouteLayout,
  menuArea: MenuArea | null,
  accessCheck: AccessCheck,
];

/** Every route of spec 01 §2 and spec 02 §2, by an address a user would type. */
const SIGNED_IN: Expected[] = [
  ['/', 'title.home', 'home', null, 'skip'],
  ['/community', 'title.community', 'fixed-aside', 'community', 'skip'],
  ['/community/notification', 'title.notification', 'fixed-aside', 'community', 'skip'],
  ['/community/activity/myArticle', 'title.myArticle', 'fixed-aside', 'community', 'skip'],
  ['/community/activity/myInterests', 'title.myInterests', 'fixed-aside', 'community', 'skip'],
  ['/community/activity/myDraft', 'title.myDraft', 'fixed-aside', 'community', 'skip'],
  ['/community/board/12', 'title.board', 'fixed-aside', 'community', 'menuId'],
  ['/community/board/conference/12', 'title.conferenceBoard', 'fixed-aside', 'community', 'menuId'],
  ['/community/board/12/view/34', 'title.postView', 'fixed-aside', 'community', 'menuId'],
  ['/community/board/12/insert', 'title.postInsert', 'fixed-aside', 'community', 'menuId'],
  ['/community/board/12/insert/34', 'title.postInsert', 'fixed-aside', 'community', 'menuId'],
  ['/community/board/12/update/34', 'title.postUpdate', 'fixed-aside', 'community', 'menuId'],
  ['/orgChart', 'title.orgChart', 'content-centered', null, 'url'],
  ['/userFind', 'title.userFind', 'content-centered', null, 'url'],
  ['/my/settings', 'title.mySettings', 'content-centered', null, 'skip'],
  ['/ess', 'title.essHome', 'fixed-aside', 'ess', 'skip'],
  ['/ess/', 'title.essHome', 'fixed-aside', 'ess', 'skip'],
  ['/ess/myInfo', 'title.myInfo', 'fixed-aside', 'ess', 'url'],
  ['/ess/myinfo', 'title.myInfo', 'fixed-aside', 'ess', 'url'],
  ['/ess/offCalendar', 'title.offCalendar', 'fixed-aside', 'ess', 'url'],
  ['/ess/myApplicationStatus', 'title.myApplicationStatus', 'fixed-aside', 'ess', 'url'],
  ['/ess/myAssets', 'title.myAssets', 'fixed-aside', 'ess', 'url'],
  ['/ess/myWorkStatus', 'title.myWorkStatus', 'fixed-aside', 'ess', 'url'],
  ['/ess/myWorkHour', 'title.myWorkHour', 'fixed-aside', 'ess', 'url'],
  ['/ess/employeeInfo', 'title.employeeInfo', 'fixed-aside', 'ess', 'url'],
  ['/ess/mssAssets', 'title.mssAssets', 'fixed-aside', 'ess', 'url'],
  ['/ess/employeeWorkHour', 'title.employeeWorkHour', 'fixed-aside', 'ess', 'url'],
  ['/ess/employeeMonthlyWorkHour', 'title.employeeMonthlyWorkHour', 'fixed-aside', 'ess', 'url'],
  ['/ess/EmployeeWorkStatus', 'title.employeeWorkStatus', 'fixed-aside', 'ess', 'url'],
  ['/ess/myAnnualPlan', 'title.myAnnualPlan', 'fixed-aside', 'ess', 'url'],
  ['/ess/unusedLeaveNotice', 'title.unusedLeaveNotice', 'fixed-aside', 'ess', 'skip'],
  ['/admin/menu', 'title.adminMenu', 'fixed-aside', 'admin', 'url'],
  ['/admin/command', 'title.adminCommand', 'fixed-aside', 'admin', 'url'],
  ['/admin/system', 'title.adminSystem', 'fixed-aside', 'admin', 'url'],
  ['/admin/line', 'title.adminLine', 'fixed-aside', 'admin', 'url'],
  ['/admin/widget', 'title.adminWidget', 'fixed-aside', 'admin', 'url'],
  ['/admin/auth', 'title.adminAuth', 'fixed-aside', 'admin', 'url'],
  ['/admin/sync', 'title.adminSync', 'fixed-aside', 'admin', 'url'],
  ['/search', 'title.search', 'search', null, 'skip'],
  ['/search/detail', 'title.searchDetail', 'search', null, 'skip'],
];

/** The routes that work signed out: sign-out, not found, and the reference server's sign-in. */
const PUBLIC: [address: string, titleKey: string][] = [
  ['/logout', 'title.logout'],
  ['/404', 'title.notFound'],
  ['/signin', 'title.signin'],
  ['/no/such/page', 'title.notFound'],
];

describe('route table: every route of spec 01 §2 and spec 02 §2 and its metadata', () => {
  it.each(SIGNED_IN)(
    'spec 01 §2: %s is %s in the %s layout, area %s, access check %s, channel 1',
    (address, titleKey, layout, menuArea, accessCheck) => {
      expect(metaForPath(address)).toMatchObject({
        titleKey,
        layout,
        menuArea,
        accessCheck,
        channel: 1,
        access: 'session',
      });
    },
  );

  it.each(PUBLIC)(
    'spec 01 §2: %s (%s) works signed out, in the public layout, on no channel or area',
    (address, titleKey) => {
      expect(metaForPath(address)).toMatchObject({
        titleKey,
        layout: 'public',
        channel: null,
        menuArea: null,
        access: 'public',
        accessCheck: 'skip',
      });
    },
  );

  it('every row of the table is covered above, so a new route needs its expectation', () => {
    const covered = new Set(
      [...SIGNED_IN, ...PUBLIC].map(([address]) => metaForPath(address)?.path),
    );
    expect(portalRoutes.map((route) => route.path).filter((path) => !covered.has(path))).toEqual(
      [],
    );
  });

  it('spec 01 §4: the route check follows the path (skip only for Home and base lists; :menuId routes check the menu)', () => {
    for (const route of portalRoutes.filter((row) => row.access === 'session')) {
      if (route.path.includes(':menuId')) expect(route.accessCheck, route.path).toBe('menuId');
      else expect(route.accessCheck, route.path).not.toBe('menuId');
    }
  });

  it('spec 01 §2: the menu area follows the path prefix (community, ess, admin, else none)', () => {
    for (const route of portalRoutes) {
      const prefix = /^\/(community|ess|admin)(\/|$)/.exec(route.path)?.[1] ?? null;
      expect(route.menuArea, route.path).toBe(prefix);
    }
  });

  it('spec 01 §2: /community/board/conference/12 is the conference list, not a post of board "conference"', () => {
    expect(matchForPath('/community/board/conference/12')).toMatchObject({
      meta: { path: '/community/board/conference/:menuId', titleKey: 'title.conferenceBoard' },
      params: { menuId: '12' },
    });
  });

  it('spec 02 §2: a draft reopens in insert mode with its list id; update needs a list id', () => {
    expect(matchForPath('/community/board/7/insert/99')).toMatchObject({
      meta: { titleKey: 'title.postInsert' },
      params: { menuId: '7', listId: '99' },
    });
    expect(metaForPath('/community/board/7/update')?.path).toBe('*');
  });

  it('spec 01 §2: a board mode other than insert or update is not found', () => {
    expect(metaForPath('/community/board/7/delete')).toMatchObject({
      path: '*',
      layout: 'public',
    });
    expect(metaForPath('/community/board/7/delete/99')?.path).toBe('*');
  });

  it('spec 02 §2: /ess/myinfo is an alias of /ess/myInfo (same page, same title)', () => {
    // react-router matches regardless of case: one row serves both spellings.
    expect(metaForPath('/ess/myinfo')).toBe(metaForPath('/ess/myInfo'));
    expect(metaForPath('/ess/myinfo')).toMatchObject({
      path: '/ess/myInfo',
      layout: 'fixed-aside',
    });
  });

  it('spec 01 §4: the access check gets the menu id of the board being opened', () => {
    expect(matchForPath('/community/board/12/view/34')?.params).toMatchObject({
      menuId: '12',
      listId: '34',
    });
    expect(matchForPath('/ess/myWorkHour')?.params).toEqual({});
  });

  it('unknown paths fall to the public catch-all (not found)', () => {
    expect(metaForPath('/no/such/page')).toMatchObject({ path: '*', titleKey: 'title.notFound' });
    expect(metaForPath('/ess/noSuchPage')?.path).toBe('*');
  });

  it('finds each row of the table by its own path, without its loader', () => {
    for (const route of portalRoutes.filter((row) => row.path !== '*')) {
      const meta = metaForPath(route.path.replace(':menuId', '12').replace(':listId', '34'));
      expect(meta?.titleKey, route.path).toBe(route.titleKey);
      expect(meta).not.toHaveProperty('load');
    }
  });

  it('keeps the same metadata object for the same route, so effects do not rerun', () => {
    expect(metaForPath('/community')).toBe(metaForPath('/community'));
    expect(metaForPath('/community/board/1')).toBe(metaForPath('/community/board/2'));
  });
});

describe('named routes (spec 01 §2: Community, Home, MyWorkHour, search)', () => {
  it.each([
    ['Home', '/'],
    ['Community', '/community'],
    ['MyWorkHour', '/ess/myWorkHour'],
    ['search', '/search'],
  ])('routePath(%s) is %s', (name, path) => {
    expect(routePath(name)).toBe(path);
  });

  it('an unknown name has no path', () => {
    expect(routePath('Nope')).toBeNull();
  });

  it('each name belongs to one route only', () => {
    const names = portalRoutes.flatMap((route) => (route.name ? [route.name] : []));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(['Community', 'Home', 'MyWorkHour', 'search']);
  });
});

describe('which pages need a session (spec 01 §4: the session start redirects only for those)', () => {
  it.each([
    ['/', true],
    ['/ess/myWorkHour', true],
    ['/no-such-page', false],
    ['/signin', false],
    ['/logout', false],
    ['/404', false],
  ])('%s needs a session: %s', (pathname, expected) => {
    expect(needsSession(metaForPath(pathname))).toBe(expected);
  });
});
