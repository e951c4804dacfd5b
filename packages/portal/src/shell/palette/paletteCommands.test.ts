import type { CommandMenu } from '@maru/api';
import { describe, expect, it } from 'vitest';
import {
  favouritesAfterStar,
  idleCommandsOf,
  menuCommandsOf,
  paletteGroupsOf,
  searchCommandsOf,
  withoutRecent,
  withStar,
} from './paletteCommands';

const menu = (menuPath: string, fields: Partial<CommandMenu> = {}): CommandMenu => ({
  system: 'GW',
  menuPath,
  menuName: menuPath,
  menuLocation: '',
  urlPath: menuPath,
  linkType: 'internal',
  favoriteFlag: 0,
  accessedAt: null,
  ...fields,
});

const labels = {
  recent: '최근',
  favourite: '즐겨찾기',
  member: '구성원',
  post: '게시글',
  systems: {
    GW: 'Maru',
    EA: '결재',
    DRAFT: '기안',
    HR: '인사',
    FI: '재무',
    KANBAN: '칸반',
    EXT: '외부',
  },
};

describe('palette sources and groups (spec 01 §2)', () => {
  it('spec 01 §2: groups in order — members, posts, then menus of Maru, approval, drafts, HR, finance, kanban, external (by name)', () => {
    const groups = paletteGroupsOf(labels);
    expect(groups.map((group) => group.key)).toEqual([
      'recent',
      'favourite',
      'member',
      'post',
      'GW',
      'EA',
      'DRAFT',
      'HR',
      'FI',
      'KANBAN',
      'EXT',
    ]);
    expect(groups.filter((group) => group.order === 'name')).toHaveLength(7);
  });

  it('menus go to their system’s group, with the breadcrumb as the second line', () => {
    const [entry] = menuCommandsOf([
      menu('/draft/leave', { system: 'DRAFT', menuLocation: '전자결재 > 기안' }),
    ]);
    expect(entry).toMatchObject({ group: 'DRAFT', description: '전자결재 > 기안' });
  });

  it('an empty query shows the recents (latest first) and the favourites, each row its own id', () => {
    const menus = [menu('/a', { accessedAt: 10 }), menu('/b', { accessedAt: 30 }), menu('/c')];
    const idle = idleCommandsOf(menus, [menu('/a', { favoriteFlag: 1 })]);
    expect(idle.map((entry) => [entry.group, entry.label])).toEqual([
      ['recent', '/b'],
      ['recent', '/a'],
      ['favourite', '/a'],
    ]);
    expect(new Set(idle.map((entry) => entry.id)).size).toBe(3);
  });

  it('spec 01 §2: members and posts from the unified search; a draft post says so', () => {
    const entries = searchCommandsOf(
      {
        userSearchResult: { users: [], userTotalHits: 0 },
        postSearchResult: {
          posts: [
            {
              listId: 7,
              menuId: 11,
              menuName: '자유게시판',
              title: '워크숍 후기',
              previewContentText: '',
              regUserId: 'U0001',
              regUserName: '김민준',
              regUserOrganizationName: '개발본부',
              regDate: 0,
              enabledFlag: 9,
              likeCount: 0,
              viewCount: 0,
              commentCount: 0,
              tags: [],
              attachmentNames: [],
              highlights: [],
            },
          ],
          postTotalHits: 1,
        },
      },
      { draft: '임시저장' },
    );
    expect(entries[0]).toMatchObject({
      group: 'post',
      draft: true,
      description: '임시저장 · 자유게시판 · 김민준',
    });
  });

  it('a star and a reset change only that menu', () => {
    const menus = [menu('/a', { accessedAt: 5 }), menu('/b', { accessedAt: 6 })];
    expect(withStar(menus, menus[0]!, true).map((m) => m.favoriteFlag)).toEqual([1, 0]);
    expect(withoutRecent(menus, menus[1]!).map((m) => m.accessedAt)).toEqual([5, null]);
    const favourites = favouritesAfterStar([], menus[1]!, true);
    expect(favourites.map((m) => m.menuPath)).toEqual(['/b']);
    expect(favouritesAfterStar(favourites, menus[1]!, false)).toEqual([]);
  });
});
