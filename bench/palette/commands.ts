import type { PaletteCommand, PaletteGroup } from '@maru/ui';

/*
 * 10,000 menu-like commands for the palette benchmark: names and paths drawn from portal
 * vocabulary in a fixed pattern (no random, so every run searches the same data), spread over
 * the spec's menu groups by system, each sorted by name as the palette lists menus.
 */

const systems = ['maru', 'ea', 'hr', 'finance', 'kanban', 'external'] as const;

export const benchGroups: PaletteGroup[] = systems.map((key) => ({
  key,
  label: key.toUpperCase(),
  order: 'name',
}));

const nouns = ['근태', '휴가', '결재', '인사', '급여', '게시판', '공지', '자산', '평가', '일정'];
const verbs = ['신청', '현황', '조회', '관리', '설정', '승인', '내역', '등록', '보고서', '통계'];
const areas = ['커뮤니티', '전자결재', '인사', '재무', '협업', '외부'];
const english = ['attendance', 'vacation', 'approval', 'people', 'payroll', 'board', 'notice'];

export function benchCommands(count = 10_000): PaletteCommand[] {
  return Array.from({ length: count }, (_, i) => {
    const noun = nouns[i % nouns.length]!;
    const verb = verbs[Math.floor(i / nouns.length) % verbs.length]!;
    return {
      id: `menu-${i}`,
      group: systems[i % systems.length]!,
      label: `${noun} ${verb} ${Math.floor(i / 100) + 1}`,
      description: `${areas[i % areas.length]} › ${noun} › ${verb}`,
      keywords: [english[i % english.length]!],
    };
  });
}
