import type { MenuSearchItem } from '@maru/api';
import { describe, expect, it } from 'vitest';
import {
  boardTree,
  departmentTree,
  departmentsWithMatches,
  formatPostDate,
  highlightedParts,
  joinedListText,
  menuResultLink,
  shownUserName,
  totalCount,
} from './searchResultRules';

const hosts = { ea: 'https://ea.test', hr: 'https://hr.test', people: 'https://people.test' };
const context = { cloud: null, hosts, origin: 'https://portal.test' };

describe('search results (spec 01 §2, §3)', () => {
  it('spec 01 §2: highlighted matches come from the server ranges, as text parts', () => {
    expect(
      highlightedParts(
        '주간 회의록 회의',
        [
          { field: 'title', start: 3, end: 5 },
          { field: 'title', start: 7, end: 9 },
          { field: 'body', start: 0, end: 2 },
        ],
        'title',
      ),
    ).toEqual([
      { text: '주간 ', match: false },
      { text: '회의', match: true },
      { text: '록 ', match: false },
      { text: '회의', match: true },
    ]);
  });

  it('spec 01 §2: ranges out of bounds, reversed or overlapping never repeat or lose text', () => {
    const parts = highlightedParts(
      'abcdef',
      [
        { field: 'f', start: 4, end: 99 },
        { field: 'f', start: 1, end: 3 },
        { field: 'f', start: 2, end: 5 },
        { field: 'f', start: 3, end: 1 },
      ],
      'f',
    );
    expect(parts.map((part) => part.text).join('')).toBe('abcdef');
    expect(parts).toEqual([
      { text: 'a', match: false },
      { text: 'bc', match: true },
      { text: 'de', match: true },
      { text: 'f', match: true },
    ]);
    expect(highlightedParts('', [], 'f')).toEqual([{ text: '', match: false }]);
  });

  it('spec 01 §3: list fields are joined the way their highlights index them', () => {
    expect(joinedListText(['a.pdf', 'b.png'])).toBe('a.pdf, b.png');
  });

  it('GUIDE §7: a menu result follows the menu link rule; unsafe URLs lead nowhere', () => {
    const item: MenuSearchItem = {
      menuId: 5,
      menuName: '근무 현황',
      menuPath: 'ESS > 근무 현황',
      system: 'GW',
      urlPath: '/ess/myWorkStatus',
      linkType: 'internal',
      linkUrl: '/ess/myWorkStatus',
      highlights: [],
    };
    expect(menuResultLink(item, context)).toEqual({ kind: 'route', to: '/ess/myWorkStatus' });
    expect(menuResultLink({ ...item, linkType: 'ea', linkUrl: '/approval/list' }, context)).toEqual(
      {
        kind: 'external',
        href: 'https://ea.test/approval/list',
      },
    );
    expect(
      menuResultLink(
        { ...item, linkType: 'external', linkUrl: 'javascript:alert(1)', urlPath: null },
        context,
      ),
    ).toEqual({ kind: 'hidden' });
  });

  it('spec 01 §3: department counts become a tree with count badges, matches opened', () => {
    const counts = [
      {
        organizationId: 'A',
        organizationName: '본부',
        searchCount: 3,
        children: [
          { organizationId: 'A1', organizationName: '개발팀', searchCount: 3, children: [] },
          { organizationId: 'A2', organizationName: '영업팀', searchCount: 0, children: [] },
        ],
      },
      {
        organizationId: 'B',
        organizationName: '지원',
        searchCount: 0,
        children: [
          { organizationId: 'B1', organizationName: '총무', searchCount: 0, children: [] },
        ],
      },
    ];
    expect(departmentTree(counts)[0]).toEqual({
      key: 'A',
      label: '본부',
      count: 3,
      children: [
        { key: 'A1', label: '개발팀', count: 3, children: [] },
        { key: 'A2', label: '영업팀', count: 0, children: [] },
      ],
    });
    expect(departmentsWithMatches(counts)).toEqual(['A']);
    expect(totalCount(counts)).toBe(3);
  });

  it('spec 01 §3: menu counts become the board list with count badges', () => {
    expect(boardTree([{ menuId: 7, menuName: '공지', searchCount: 2 }])).toEqual([
      { key: '7', label: '공지', count: 2, children: [] },
    ]);
  });
});

describe('post dates', () => {
  it('spec 01 §3: regDate is shown as the day in Seoul, in the active locale', () => {
    // 2026-11-20T15:30:00Z is already 21 November in Seoul.
    const seconds = Date.UTC(2026, 10, 20, 15, 30) / 1000;
    expect(formatPostDate(seconds, 'ko')).toBe('2026. 11. 21.');
    expect(formatPostDate(seconds, 'en')).toBe('Nov 21, 2026');
  });
});

describe('member names', () => {
  it('spec 01 §2: a member is shown by the Korean name in Korean, the English name otherwise', () => {
    const user = { userName: '김민준', userNameEn: 'Minjun Kim' };
    expect(shownUserName(user, 'ko')).toEqual({ text: '김민준', field: 'userName' });
    expect(shownUserName(user, 'en')).toEqual({ text: 'Minjun Kim', field: 'userNameEn' });
    expect(shownUserName({ ...user, userNameEn: ' ' }, 'ja')).toEqual({
      text: '김민준',
      field: 'userName',
    });
  });
});
