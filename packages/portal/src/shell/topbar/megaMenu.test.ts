import { menuNode } from '@maru/api/fixtures';
import type { MenuNode } from '@maru/api';
import { describe, expect, it } from 'vitest';
import { buildMegaMenu } from './megaMenu';

const context = {
  cloud: { isCloud: true, useGa: true },
  hosts: { ea: 'https://ea.test', hr: 'https://hr.test', people: 'https://people.test' },
  origin: 'https://portal.test',
};

let nextId = 2000;
function node(menuName: string, fields: Partial<MenuNode> = {}): MenuNode {
  return menuNode({ menuId: nextId++, menuName, linkUrl: '/community', ...fields });
}
const folder = (menuName: string, children: MenuNode[], fields: Partial<MenuNode> = {}) =>
  node(menuName, { folderFlag: '1', linkType: null, linkUrl: null, children, ...fields });

describe('buildMegaMenu (spec 01 §2, spec 02 §6)', () => {
  it('spec 02 §6: menus with id 1000 are removed from the global menu, at every level', () => {
    const menu = buildMegaMenu(
      [
        folder('관리', [node('메뉴 관리')], { menuId: 1000 }),
        folder('업무', [
          folder('근태', [node('내 근무시간'), node('숨은 관리', { menuId: 1000 })]),
          node('관리 링크', { menuId: 1000 }),
        ]),
      ],
      context,
    );
    expect(menu.map((entry) => entry.label)).toEqual(['업무']);
    expect(menu[0]?.groups.map((group) => group.label)).toEqual(['근태']);
    expect(menu[0]?.groups[0]?.links.map((link) => link.label)).toEqual(['내 근무시간']);
  });

  it('spec 01 §2: three levels — top entries, groups, links — with internal and external targets', () => {
    const menu = buildMegaMenu(
      [
        folder('커뮤니티', [
          folder('게시판', [
            node('공지사항', { menuTypeCode: 'board', boardType: 'basic', menuId: 11 }),
            node('외부 위키', { linkType: 'external', linkUrl: 'https://wiki.test/home' }),
          ]),
        ]),
      ],
      context,
    );
    expect(menu[0]?.groups[0]?.links.map((link) => link.target)).toEqual([
      { kind: 'route', to: '/community/board/11' },
      { kind: 'external', href: 'https://wiki.test/home' },
    ]);
  });

  it('a fourth level is not shown: folders at the third level lead nowhere', () => {
    const menu = buildMegaMenu(
      [folder('A', [folder('B', [folder('C', [node('D')]), node('E')])])],
      context,
    );
    expect(menu[0]?.groups[0]?.links.map((link) => link.label)).toEqual(['E']);
  });

  it('unsafe and invisible links are dropped; folders left empty disappear', () => {
    const menu = buildMegaMenu(
      [
        folder('A', [
          folder('B', [node('evil', { linkType: 'external', linkUrl: 'javascript:alert(1)' })]),
          node('hidden', { visibleFlag: '0' }),
        ]),
        node('Top link', { linkUrl: '/orgChart' }),
      ],
      context,
    );
    expect(menu).toEqual([
      {
        id: expect.any(Number),
        label: 'Top link',
        target: { kind: 'route', to: '/orgChart' },
        groups: [],
      },
    ]);
  });

  it('a group that is a link itself keeps its target', () => {
    const menu = buildMegaMenu([folder('A', [node('조직도', { linkUrl: '/orgChart' })])], context);
    expect(menu[0]?.groups[0]).toMatchObject({
      label: '조직도',
      target: { kind: 'route', to: '/orgChart' },
      links: [],
    });
  });
});
