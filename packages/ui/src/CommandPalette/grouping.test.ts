import { describe, expect, it } from 'vitest';
import type { PaletteCommand } from './commandIndex';
import { buildRows, countOptions, groupRows } from './grouping';
import type { PaletteGroup } from './grouping';

const collator = new Intl.Collator('ko-KR');
const groups: PaletteGroup[] = [
  { key: 'user', label: '구성원' },
  { key: 'post', label: '게시글' },
  { key: 'maru', label: 'Maru 메뉴', order: 'name' },
  { key: 'hr', label: '인사', order: 'name' },
];
const cmd = (id: string, group: string, label = id): PaletteCommand => ({ id, group, label });

const shape = (rows: ReturnType<typeof buildRows>) =>
  rows.map((row) =>
    row.kind === 'header'
      ? `# ${row.group.label}`
      : row.kind === 'command'
        ? row.command.label
        : 'search all',
  );

describe('grouping and ordering (spec 01 §2)', () => {
  it('spec 01 §2: groups are listed with headers in the caller-given order, empty ones left out', () => {
    const rows = buildRows(
      [cmd('h1', 'hr', '휴가'), cmd('u1', 'user', '김철수'), cmd('m1', 'maru', '검색')],
      groups,
      { query: '', withSearchAll: false, collator },
    );
    expect(shape(rows)).toEqual(['# 구성원', '김철수', '# Maru 메뉴', '검색', '# 인사', '휴가']);
  });

  it('spec 01 §2: menus are listed by type and sorted by name', () => {
    const rows = buildRows(
      [
        cmd('a', 'hr', '휴가 신청'),
        cmd('b', 'maru', '통합 검색'),
        cmd('c', 'hr', '근태 현황'),
        cmd('d', 'maru', '공지사항'),
      ],
      groups,
      { query: '', withSearchAll: false, collator },
    );
    expect(shape(rows)).toEqual([
      '# Maru 메뉴',
      '공지사항',
      '통합 검색',
      '# 인사',
      '근태 현황',
      '휴가 신청',
    ]);
  });

  it('relevance groups keep the order results come in (best match or server order)', () => {
    const rows = buildRows([cmd('z', 'user', '홍길동'), cmd('a', 'user', '강감찬')], groups, {
      query: '',
      withSearchAll: false,
      collator,
    });
    expect(shape(rows)).toEqual(['# 구성원', '홍길동', '강감찬']);
  });

  it('name order uses precomputed ranks when known and collation otherwise', () => {
    const known = [cmd('1', 'maru', '나'), cmd('2', 'maru', '다')];
    const ranks = new Map(known.map((command, index) => [command, index]));
    const rows = buildRows([known[1]!, cmd('3', 'maru', '가'), known[0]!], groups, {
      query: '',
      withSearchAll: false,
      collator,
      nameRank: (command) => ranks.get(command),
    });
    expect(shape(rows)).toEqual(['# Maru 메뉴', '가', '나', '다']);
  });

  it('spec 01 §2: a search-all entry follows the results while a query is present', () => {
    const rows = buildRows([cmd('u', 'user', '김')], groups, {
      query: '김',
      withSearchAll: true,
      collator,
    });
    expect(shape(rows)).toEqual(['# 구성원', '김', 'search all']);
    expect(shape(buildRows([], groups, { query: '', withSearchAll: true, collator }))).toEqual([]);
    expect(shape(buildRows([], groups, { query: '김', withSearchAll: true, collator }))).toEqual([
      'search all',
    ]);
    expect(shape(buildRows([], groups, { query: '김', withSearchAll: false, collator }))).toEqual(
      [],
    );
  });

  it('commands of groups the caller did not name are left out', () => {
    expect(
      buildRows([cmd('x', 'unknown')], groups, { query: '', withSearchAll: false, collator }),
    ).toEqual([]);
  });

  it('numbers options for aria-posinset and counts them for aria-setsize', () => {
    const rows = buildRows([cmd('u', 'user'), cmd('m', 'maru')], groups, {
      query: 'q',
      withSearchAll: true,
      collator,
    });
    const positions = rows.flatMap((row) => (row.kind === 'header' ? [] : [row.optionIndex]));
    expect(positions).toEqual([0, 1, 2]);
    expect(countOptions(rows)).toBe(3);
  });

  it('spec 01 §2: groupRows adds the search-all entry in the same pass, numbered after the results', () => {
    const results = [cmd('m', 'maru', '검색'), cmd('u', 'user', '김')];
    const withEntry = groupRows(results, groups, { collator }, true);
    expect(shape(withEntry)).toEqual(['# 구성원', '김', '# Maru 메뉴', '검색', 'search all']);
    expect(withEntry.at(-1)).toMatchObject({ optionIndex: 2, groupIndex: groups.length });
    expect(shape(groupRows(results, groups, { collator }, false))).toEqual(
      shape(buildRows(results, groups, { query: '', withSearchAll: false, collator })),
    );
  });
});
