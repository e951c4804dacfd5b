import type { MenuEntry } from './menuItems';

/** Shared by stories and tests: the actions of a document, with one disabled item. */
export const actionItems: MenuEntry[] = [
  { key: 'edit', label: '수정' },
  { key: 'copy', label: '복사' },
  { key: 'move', label: '이동', disabled: true },
  { key: 'delete', label: '삭제' },
];

/** Two titled sections, links among them (one external, one unsafe). */
export const sectionItems: MenuEntry[] = [
  {
    key: 'mine',
    title: '내 정보',
    items: [
      { key: 'profile', label: '프로필', href: '/profile' },
      { key: 'settings', label: '환경 설정', href: '/settings' },
    ],
  },
  {
    key: 'help',
    title: '도움말',
    items: [
      { key: 'guide', label: '사용 안내', href: 'https://help.example.com/guide' },
      { key: 'bad', label: '스크립트 링크', href: 'javascript:alert(1)' },
      { key: 'logout', label: '로그아웃' },
    ],
  },
];

/** A three-level tree, the shape of the portal's mega-menu. */
export const nestedItems: MenuEntry[] = [
  { key: 'home', label: '홈', href: '/' },
  {
    key: 'work',
    label: '업무',
    children: [
      { key: 'approval', label: '전자결재', href: '/approval' },
      {
        key: 'attendance',
        label: '근태',
        children: [
          { key: 'attendance-mine', label: '내 근태', href: '/attendance' },
          { key: 'attendance-team', label: '팀 근태', href: '/attendance/team' },
          { key: 'attendance-closed', label: '마감 현황', disabled: true },
        ],
      },
      { key: 'board', label: '게시판', href: '/board' },
    ],
  },
  {
    key: 'people',
    label: '조직',
    children: [
      { key: 'directory', label: '임직원 검색', href: '/people' },
      { key: 'chart', label: '조직도', href: '/people/chart' },
    ],
  },
];
