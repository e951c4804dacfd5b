import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createCommandIndex, FUZZY_THRESHOLD, paletteFuseOptions } from './commandIndex';
import type { PaletteCommand } from './commandIndex';

const menu = (id: string, label: string, extra: Partial<PaletteCommand> = {}): PaletteCommand => ({
  id,
  group: 'maru',
  label,
  ...extra,
});

const commands: PaletteCommand[] = [
  menu('search', '통합 검색', { description: '커뮤니티 > 검색' }),
  menu('leave', '휴가 신청', { description: 'HR > 근태', keywords: ['vacation', 'leave'] }),
  menu('hours', '근태 현황', { description: 'HR > 근태' }),
  menu('approval', '결재 문서함', { keywords: ['approval inbox'] }),
  menu('notice', '공지사항', { description: '커뮤니티 > 게시판' }),
  menu('assets', 'My Assets'),
];

const ids = (found: readonly PaletteCommand[]) => found.map((command) => command.id);

/** A corpus large enough that fuzzy matches, exact matches and misses all occur. */
function corpus(size: number): PaletteCommand[] {
  const words = ['근태', '휴가', '결재', '인사', 'payroll', 'vacation', '게시판', 'assets'];
  const generated = Array.from({ length: size }, (_, i) =>
    menu(`c${i}`, `${words[i % 8]} ${words[(i * 3) % 8]} ${i}`, {
      description: `경로 > ${words[(i * 5) % 8]}`,
      ...(i % 4 === 0 ? { keywords: [`kw${words[(i * 7) % 8]}`, words[(i * 3) % 8]!] } : {}),
    }),
  );
  // Fields equal to a short query score best in fuse (exact equality).
  return [
    ...generated,
    menu('eq1', '근태'),
    menu('eq2', '급여 명세', { description: '근태' }),
    menu('eq3', 'PAYROLL'),
  ];
}

describe('command index: fuse.js fuzzy matching plus Hangul initials', () => {
  it('spec 01 §9: fuzzy matching runs at threshold 0.2', () => {
    expect(FUZZY_THRESHOLD).toBe(0.2);
    expect(paletteFuseOptions.threshold).toBe(0.2);
  });

  it('spec 01 §4: typing filters with fuzzy match (one typo in a long word is forgiven)', () => {
    const index = createCommandIndex(commands, 'ko-KR');
    expect(ids(index.search('vacaton'))).toEqual(['leave']);
    expect(ids(index.search('vacasion'))).toEqual(['leave']);
    // Two errors in eight characters is over 0.2.
    expect(index.search('vacatoin')).toEqual([]);
    expect(ids(index.search('assets'))).toEqual(['assets']);
  });

  it('spec 01 §9: short queries (under 5 characters) must match exactly at 0.2', () => {
    const index = createCommandIndex(commands, 'ko-KR');
    expect(ids(index.search('근태'))).toEqual(expect.arrayContaining(['hours', 'leave']));
    expect(index.search('근테')).toEqual([]);
  });

  it('searches label, description and keywords, the label first', () => {
    const index = createCommandIndex(commands, 'ko-KR');
    expect(ids(index.search('검색'))).toEqual(['search']);
    expect(ids(index.search('approval'))).toEqual(['approval']);
    // 근태 is the label of one and the path of another: the label wins.
    expect(ids(index.search('근태'))[0]).toBe('hours');
  });

  it('ㄱㅅ finds 검색 (initial-consonant search beside the fuzzy one)', () => {
    const index = createCommandIndex(commands, 'ko-KR');
    expect(ids(index.search('ㄱㅅ'))).toContain('search');
    expect(ids(index.search('ㅎㄱㅅㅊ'))).toEqual(['leave']);
    expect(ids(index.search('ㄱㅈㅁㅅ'))).toEqual(['approval']);
  });

  it('an empty query finds nothing', () => {
    expect(createCommandIndex(commands, 'ko-KR').search('')).toEqual([]);
  });

  it('ranks commands by label in the locale collation (Korean sorts Hangul before Latin)', () => {
    const index = createCommandIndex(commands, 'ko-KR');
    const ranked = [...commands].sort((a, b) => index.nameRank(a)! - index.nameRank(b)!);
    expect(ranked.map((command) => command.label)).toEqual([
      '결재 문서함',
      '공지사항',
      '근태 현황',
      '통합 검색',
      '휴가 신청',
      'My Assets',
    ]);
    expect(index.nameRank(menu('x', 'unknown'))).toBeUndefined();
    expect(index.size).toBe(6);
  });

  it('the prefilter changes nothing: results and order equal a plain fuse.js search', () => {
    const all = corpus(600);
    const index = createCommandIndex(all, 'ko-KR');
    const byName = [...all].sort((a, b) => index.nameRank(a)! - index.nameRank(b)!);
    const fuse = new Fuse(byName, paletteFuseOptions);
    // In this order, so typing on narrows the next search (and crossing 5 characters does not).
    const queries = [
      '근',
      '근태',
      '근태 ',
      '근태 휴',
      '근태 휴가',
      '근태 휴자',
      'v',
      'va',
      'vac',
      'vaca',
      'vacat',
      'vacati',
      'vacatio',
      'vacation',
      'vacaton',
      'vcation',
      'pay',
      'payr',
      'payro',
      'payrol',
      'payroll',
      'payroll 1',
      'PAYROLL',
      '1',
      '12',
      '120',
      '경로 > 인사',
      'kwassets',
      'zzz',
      'x'.repeat(40),
      '근태',
    ];
    for (const query of queries) {
      expect(ids(index.search(query)), query).toEqual(ids(fuse.search(query).map((r) => r.item)));
    }
  });

  it('fuzzy scores equal fuse.js for one and two errors over varied text', () => {
    const stems = ['attendance', 'vacation', 'approval', 'payroll', 'notice', 'calendar'];
    const typo = (word: string, i: number) =>
      i % 3 === 0 ? word : i % 3 === 1 ? word.slice(0, 3) + word.slice(4) : `${word}s`;
    const all = Array.from({ length: 400 }, (_, i) =>
      menu(`f${i}`, `${typo(stems[i % 6]!, i)} ${stems[(i * 5) % 6]} report`, {
        description: `${typo(stems[(i * 7) % 6]!, i + 1)} > 근태 관리 ${i % 13}`,
        keywords: i % 2 ? [typo(stems[(i * 11) % 6]!, i + 2)] : [],
      }),
    );
    const index = createCommandIndex(all, 'en');
    const byName = [...all].sort((a, b) => index.nameRank(a)! - index.nameRank(b)!);
    const fuse = new Fuse(byName, paletteFuseOptions);
    for (const query of [
      'attendanse',
      'atendance',
      'vacaton report',
      'payrol report',
      'calender',
      'approvl',
      'noticee',
      'payroll report',
      'vacation repor',
      '근태 관리 1',
      '근태 간리',
    ]) {
      // A fresh index each time, so no narrowing hides a difference.
      const fresh = createCommandIndex(all, 'en');
      const expected = ids(fuse.search(query).map((r) => r.item));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(ids(fresh.search(query)), query).toEqual(expected);
    }
  });
});
