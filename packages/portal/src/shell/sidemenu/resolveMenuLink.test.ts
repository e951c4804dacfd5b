import { menuNode } from '@maru/api/fixtures';
import type { MenuNode } from '@maru/api';
import { describe, expect, it } from 'vitest';
import { isAssetMenuUrl, resolveMenuLink, type MenuLinkContext } from './resolveMenuLink';

const hosts = {
  ea: 'https://ea.maru.test',
  hr: 'https://hr.maru.test',
  people: 'https://people.maru.test',
};
const origin = 'https://portal.maru.test';
const cloudWithGa = { isCloud: true, useGa: true };
const context: MenuLinkContext = { cloud: { isCloud: false, useGa: false }, hosts, origin };

function node(overrides: Partial<MenuNode> = {}): MenuNode {
  return menuNode({ menuId: 42, menuName: '메뉴', urlPath: '/ess/myInfo', ...overrides });
}

describe('resolveMenuLink', () => {
  it('spec 01 §3: visibleFlag 0 hides the node, whatever its link', () => {
    expect(resolveMenuLink(node({ visibleFlag: '0' }), context)).toEqual({ kind: 'hidden' });
    expect(resolveMenuLink(node({ visibleFlag: '0', menuTypeCode: 'board' }), context)).toEqual({
      kind: 'hidden',
    });
  });

  it("spec 01 §3: folderFlag '1' is a folder without a link of its own", () => {
    expect(resolveMenuLink(node({ folderFlag: '1', urlPath: null }), context)).toEqual({
      kind: 'folder',
    });
  });

  it('spec 01 §2: a board item goes to the basic board list', () => {
    const board = node({
      menuTypeCode: 'board',
      boardType: 'basic',
      linkType: null,
      urlPath: null,
    });
    expect(resolveMenuLink(board, context)).toEqual({ kind: 'route', to: '/community/board/42' });
    expect(resolveMenuLink({ ...board, boardType: null }, context)).toEqual({
      kind: 'route',
      to: '/community/board/42',
    });
  });

  it('spec 01 §2: a conference board item goes to the conference board list', () => {
    const board = node({ menuTypeCode: 'board', boardType: 'conference', menuId: 7 });
    expect(resolveMenuLink(board, context)).toEqual({
      kind: 'route',
      to: '/community/board/conference/7',
    });
  });

  it('spec 01 §2: link type ea opens a new tab on the approval site with the link URL', () => {
    const ea = node({ linkType: 'ea', linkUrl: '/approval/draft?box=1', urlPath: null });
    expect(resolveMenuLink(ea, context)).toEqual({
      kind: 'external',
      href: 'https://ea.maru.test/approval/draft?box=1',
    });
    // A path written without its leading slash still lands on the approval site.
    expect(resolveMenuLink({ ...ea, linkUrl: 'approval/list' }, context)).toEqual({
      kind: 'external',
      href: 'https://ea.maru.test/approval/list',
    });
  });

  it('spec 01 §2: link types hr and people open a new tab on their own site', () => {
    expect(resolveMenuLink(node({ linkType: 'hr', linkUrl: '/HPE1000/U1' }), context)).toEqual({
      kind: 'external',
      href: 'https://hr.maru.test/HPE1000/U1',
    });
    expect(resolveMenuLink(node({ linkType: 'people', linkUrl: '/review' }), context)).toEqual({
      kind: 'external',
      href: 'https://people.maru.test/review',
    });
    expect(resolveMenuLink(node({ linkType: 'HR', linkUrl: null }), context)).toEqual({
      kind: 'external',
      href: 'https://hr.maru.test/',
    });
  });

  it('GUIDE §7: a site link cannot leave its site (protocol-relative, other host, script)', () => {
    for (const linkUrl of ['//evil.test/x', 'https://evil.test/x', 'javascript:alert(1)']) {
      expect(resolveMenuLink(node({ linkType: 'ea', linkUrl }), context)).toEqual({
        kind: 'hidden',
      });
    }
    expect(
      resolveMenuLink(
        node({ linkType: 'hr', linkUrl: 'https://hr.maru.test/HOG1000/D1' }),
        context,
      ),
    ).toEqual({ kind: 'external', href: 'https://hr.maru.test/HOG1000/D1' });
  });

  it('spec 01 §2: link type internal opens an internal route (linkUrl, else urlPath)', () => {
    expect(resolveMenuLink(node({ linkUrl: '/ess/myWorkHour' }), context)).toEqual({
      kind: 'route',
      to: '/ess/myWorkHour',
    });
    expect(resolveMenuLink(node({ linkUrl: null, urlPath: '/ess/myInfo' }), context)).toEqual({
      kind: 'route',
      to: '/ess/myInfo',
    });
  });

  it('GUIDE §7: an internal link must be a same-origin path', () => {
    for (const linkUrl of ['https://evil.test/ess', '//evil.test', 'ess/myInfo', 'javascript:x']) {
      expect(resolveMenuLink(node({ linkUrl }), context)).toEqual({ kind: 'hidden' });
    }
  });

  it('spec 01 §2: any other link opens externally in a new tab through the safe resolver', () => {
    const external = node({ linkType: 'external', linkUrl: 'https://docs.example.com/a?b=1' });
    expect(resolveMenuLink(external, context)).toEqual({
      kind: 'external',
      href: 'https://docs.example.com/a?b=1',
    });
    expect(resolveMenuLink({ ...external, linkType: null, menuTypeCode: 'X01' }, context)).toEqual({
      kind: 'external',
      href: 'https://docs.example.com/a?b=1',
    });
  });

  it('GUIDE §7: javascript: and data: URLs are hidden, never linked', () => {
    for (const linkUrl of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'java\tscript:x']) {
      expect(resolveMenuLink(node({ linkType: 'external', linkUrl }), context)).toEqual({
        kind: 'hidden',
      });
    }
  });

  it('GUIDE §7: an "external" URL on the portal itself routes instead of opening a tab', () => {
    expect(
      resolveMenuLink(
        node({ linkType: null, linkUrl: 'https://portal.maru.test/orgChart?x=1' }),
        context,
      ),
    ).toEqual({ kind: 'route', to: '/orgChart?x=1' });
    expect(resolveMenuLink(node({ linkType: null, linkUrl: '/userFind' }), context)).toEqual({
      kind: 'route',
      to: '/userFind',
    });
  });

  it('spec 01 §2: asset links under /ess are hidden unless cloud and GA use are on', () => {
    const assets = node({ urlPath: '/ess/myAssets', linkUrl: null });
    expect(resolveMenuLink(assets, context)).toEqual({ kind: 'hidden' });
    expect(resolveMenuLink(assets, { ...context, cloud: { isCloud: true, useGa: false } })).toEqual(
      { kind: 'hidden' },
    );
    expect(resolveMenuLink(assets, { ...context, cloud: { isCloud: false, useGa: true } })).toEqual(
      { kind: 'hidden' },
    );
    expect(resolveMenuLink(assets, { ...context, cloud: null })).toEqual({ kind: 'hidden' });
    expect(resolveMenuLink(assets, { ...context, cloud: cloudWithGa })).toEqual({
      kind: 'route',
      to: '/ess/myAssets',
    });
  });

  it('spec 02 §6: the asset rule also reads linkUrl (manager assets, external types)', () => {
    const mss = node({ linkType: 'external', linkUrl: '/ess/mssAssets', urlPath: null });
    expect(resolveMenuLink(mss, context)).toEqual({ kind: 'hidden' });
    expect(resolveMenuLink(mss, { ...context, cloud: cloudWithGa })).toEqual({
      kind: 'route',
      to: '/ess/mssAssets',
    });
  });
});

describe('isAssetMenuUrl', () => {
  it('spec 01 §2: under /ess and ending in Assets (query, hash and trailing slash ignored)', () => {
    expect(isAssetMenuUrl('/ess/myAssets')).toBe(true);
    expect(isAssetMenuUrl('/ess/mssAssets?tab=2#x')).toBe(true);
    expect(isAssetMenuUrl('/ess/myAssets/')).toBe(true);
    expect(isAssetMenuUrl('https://portal.maru.test/ess/myAssets')).toBe(true);
  });

  it('spec 01 §2: other paths are not asset links', () => {
    expect(isAssetMenuUrl(null)).toBe(false);
    expect(isAssetMenuUrl('/ess/myInfo')).toBe(false);
    expect(isAssetMenuUrl('/admin/Assets')).toBe(false);
    expect(isAssetMenuUrl('/essAssets')).toBe(false);
    expect(isAssetMenuUrl('/ess/myAssets/history')).toBe(false);
  });
});
