import { describe, expect, it } from 'vitest';
import type { SiteHosts } from '../../app/siteHosts';
import { paletteTarget } from './paletteTarget';

const hosts: SiteHosts = {
  ea: 'https://ea.test',
  hr: 'https://hr.test',
  people: 'https://people.test',
  kanban: 'https://kanban.test',
  ga: 'https://ga.test',
  payroll: 'https://payroll.test',
  performance: 'https://performance.test',
  mobile: 'https://m.test',
};

const menu = (system: string, linkType: string, urlPath: string) =>
  paletteTarget({ kind: 'menu', menu: { system, linkType, urlPath } as never }, hosts);
const post = (enabledFlag: 0 | 1 | 9) =>
  paletteTarget({ kind: 'post', post: { menuId: 11, listId: 345, enabledFlag } }, hosts);

describe('paletteTarget (spec 01 §2 "Command palette")', () => {
  it('spec 01 §2: selecting a member opens the profile dialog', () => {
    expect(paletteTarget({ kind: 'member', userId: 'U0042' }, hosts)).toEqual({
      kind: 'profile',
      href: 'U0042',
    });
    expect(paletteTarget({ kind: 'member', userId: '' }, hosts)).toBeNull();
  });

  it('spec 01 §2: a post routes to its board view', () => {
    expect(post(1)).toEqual({ kind: 'route', href: '/community/board/11/view/345' });
  });

  it('spec 01 §2: a post with enabledFlag 0 goes to /404', () => {
    expect(post(0)).toEqual({ kind: 'route', href: '/404' });
  });

  it('spec 01 §2: a post with enabledFlag 9 goes to the insert route as a draft', () => {
    expect(post(9)).toEqual({ kind: 'route', href: '/community/board/11/insert/345' });
  });

  it('spec 01 §2: menus whose page is a portal route open inside the router (any system)', () => {
    expect(menu('GW', 'internal', '/community/board/10')).toEqual({
      kind: 'route',
      href: '/community/board/10',
    });
    expect(menu('EA', 'internal', '/ess/myWorkHour')).toEqual({
      kind: 'route',
      href: '/ess/myWorkHour',
    });
  });

  it('spec 01 §2: external menus open in a new tab, only over http(s)', () => {
    expect(menu('EXT', 'external', 'https://mail.maru.example/')).toEqual({
      kind: 'newTab',
      href: 'https://mail.maru.example/',
    });
    expect(menu('EXT', 'external', 'javascript:alert(1)')).toBeNull();
    expect(menu('EXT', 'external', 'data:text/html,x')).toBeNull();
  });

  it('spec 01 §2: other systems’ menus load their site’s page (full page load)', () => {
    expect(menu('EA', 'ea', '/approval/pending')).toEqual({
      kind: 'fullLoad',
      href: 'https://ea.test/approval/pending',
    });
    expect(menu('DRAFT', 'ea', '/draft/leave')?.href).toBe('https://ea.test/draft/leave');
    expect(menu('HR', 'hr', '/payslip')?.href).toBe('https://hr.test/payslip');
    expect(menu('KANBAN', 'kanban', '/boards')?.href).toBe('https://kanban.test/boards');
  });

  it('GUIDE §7: addresses that are not internal paths or http(s) never become targets', () => {
    expect(menu('GW', 'internal', '//evil.test/x')).toBeNull();
    expect(menu('GW', 'internal', 'javascript:alert(1)')).toBeNull();
    expect(menu('HR', 'hr', '//evil.test/x')).toBeNull();
    expect(menu('HR', 'hr', 'https://evil.test/')).toBeNull();
    expect(menu('X', 'unknown', '/x')).toBeNull();
  });
});
