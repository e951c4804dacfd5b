import { describe, expect, it } from 'vitest';
import { menuNode } from '../fixtures';
import {
  commandMenuAudienceAllows,
  commandMenuKeyOf,
  commandMenuStarBodySchema,
  maruCommandMenusOf,
  recentCommandMenus,
  RECENT_MENU_LIMIT,
} from './commandMenus';

describe('command palette menus (spec 01 §2 "Command palette")', () => {
  it('Maru menus: every non-folder entry with its folders as the location, each address once', () => {
    const tree = [
      menuNode({
        menuId: 1,
        menuName: '커뮤니티',
        folderFlag: '1',
        linkType: null,
        children: [
          menuNode({
            menuId: 10,
            menuName: '공지사항',
            urlPath: '/community/board/10',
            linkType: null,
          }),
          menuNode({ menuId: 18, menuName: '조직도', linkType: 'internal', linkUrl: '/orgChart' }),
          menuNode({
            menuId: 19,
            menuName: '결재 문서함',
            linkType: 'ea',
            linkUrl: '/approval/list',
          }),
          menuNode({
            menuId: 21,
            menuName: '위키',
            linkType: 'external',
            linkUrl: 'https://wiki.example/',
          }),
          // A shortcut to the same board is not listed twice.
          menuNode({
            menuId: 99,
            menuName: '공지',
            linkType: 'internal',
            linkUrl: '/community/board/10',
          }),
          // Nothing to open: left out.
          menuNode({ menuId: 98, menuName: '빈 메뉴', linkType: 'internal', linkUrl: null }),
        ],
      }),
    ];
    const menus = maruCommandMenusOf(tree);
    expect(menus.map((menu) => [menu.menuName, menu.linkType, menu.menuPath])).toEqual([
      ['공지사항', 'internal', '/community/board/10'],
      ['조직도', 'internal', '/orgChart'],
      ['결재 문서함', 'ea', '/approval/list'],
      ['위키', 'external', 'https://wiki.example/'],
    ]);
    expect(menus.every((menu) => menu.system === 'GW' && menu.menuLocation === '커뮤니티')).toBe(
      true,
    );
  });

  it('spec 01 §6: other systems’ menus follow the HR-admin, finance-admin and kanban flags', () => {
    const none = { hrUserAdminFlag: false, isFinanceAdmin: false, useKanban: false };
    expect(commandMenuAudienceAllows('all', none)).toBe(true);
    expect(commandMenuAudienceAllows('hrAdmin', none)).toBe(false);
    expect(commandMenuAudienceAllows('hrAdmin', { ...none, hrUserAdminFlag: true })).toBe(true);
    expect(commandMenuAudienceAllows('financeAdmin', { ...none, isFinanceAdmin: true })).toBe(true);
    expect(commandMenuAudienceAllows('kanban', none)).toBe(false);
    expect(commandMenuAudienceAllows('kanban', { ...none, useKanban: true })).toBe(true);
  });

  it('recents: visited menus only, latest first, at most the limit', () => {
    const menus = Array.from({ length: RECENT_MENU_LIMIT + 2 }, (_, index) => ({
      menuName: `m${index}`,
      accessedAt: index === 0 ? null : index * 10,
    }));
    const recents = recentCommandMenus(menus);
    expect(recents.map((menu) => menu.menuName)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2']);
  });

  it('a star takes enabledFlag 0 or 1 only', () => {
    const body = { system: 'GW', menuPath: '/orgChart' };
    expect(commandMenuStarBodySchema.safeParse({ ...body, enabledFlag: 1 }).success).toBe(true);
    expect(commandMenuStarBodySchema.safeParse({ ...body, enabledFlag: 2 }).success).toBe(false);
    expect(commandMenuStarBodySchema.safeParse({ system: 'GW', enabledFlag: 1 }).success).toBe(
      false,
    );
    expect(commandMenuKeyOf(body)).toBe('GW /orgChart');
  });
});
