import type { PaletteCommand } from './commandIndex';
import type { PaletteGroup } from './grouping';

/*
 * Fixed sample data for tests, stories and docs: the spec's groups (members, posts, then menus
 * of Maru, approval, HR) and a handful of menus. Deterministic: no clocks, no random.
 */

export const sampleGroups: PaletteGroup[] = [
  { key: 'user', label: '구성원' },
  { key: 'post', label: '게시글' },
  { key: 'maru', label: 'Maru 메뉴', order: 'name' },
  { key: 'ea', label: '결재', order: 'name' },
  { key: 'hr', label: '인사', order: 'name' },
];

export const sampleCommands: PaletteCommand[] = [
  { id: 'm-search', group: 'maru', label: '통합 검색', description: '커뮤니티 › 검색' },
  { id: 'm-notice', group: 'maru', label: '공지사항', description: '커뮤니티 › 게시판' },
  { id: 'm-drafts', group: 'maru', label: '임시 저장함', description: '커뮤니티 › 내 활동' },
  { id: 'ea-inbox', group: 'ea', label: '결재 대기 문서', description: '전자결재 › 결재함' },
  { id: 'ea-draft', group: 'ea', label: '기안 작성', description: '전자결재 › 기안' },
  {
    id: 'hr-leave',
    group: 'hr',
    label: '휴가 신청',
    description: '인사 › 근태',
    keywords: ['vacation', 'leave'],
  },
  { id: 'hr-hours', group: 'hr', label: '근무 시간 현황', description: '인사 › 근태' },
  {
    id: 'hr-payroll',
    group: 'hr',
    label: '급여 명세서',
    description: '인사 › 급여 (권한 없음)',
    disabled: true,
  },
];

export const sampleMembers: PaletteCommand[] = [
  { id: 'u-kcs', group: 'user', label: '김철수', description: '개발팀 · 책임' },
  { id: 'u-kms', group: 'user', label: '김민수', description: '영업팀 · 선임' },
];
