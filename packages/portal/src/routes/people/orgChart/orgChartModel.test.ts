import { commandForKey, flattenVisible } from '@maru/ui';
import { describe, expect, it } from 'vitest';
import {
  connectorPosition,
  cycleHit,
  departmentKey,
  expandAllStep,
  groupDirection,
  hitKey,
  indexChart,
  memberKey,
  nextExpandLevel,
  revealPath,
  ROW_LIMIT,
  STACK_FROM_LEVEL,
  type ChartDepartment,
  type ContentsState,
} from './orgChartModel';
import { chartDepartment, chartMember } from './testing';

const member = (userId: string, name: string) => chartMember(userId, { name, title: '매니저' });

const dept = (
  id: string,
  name: string,
  options: Partial<Pick<ChartDepartment, 'hasChildren' | 'members' | 'memberCount'>> = {},
) => chartDepartment(id, { name, ...options });

const engineering = dept('D2000', '개발본부', {
  hasChildren: true,
  members: [member('U1', '김본부')],
  memberCount: 5,
});
const platform = dept('D2100', '플랫폼팀', {
  hasChildren: true,
  members: [member('U2', '이팀장')],
});
const infra = dept('D2200', '인프라팀', { members: [member('U3', '박인프라')] });
const empty = dept('D2300', '신설팀');
const support = dept('D1000', '경영지원본부', { hasChildren: true });

describe('org chart tree (spec 02 §2)', () => {
  it('spec 02 §2 member markers: an open department shows its members first, then its sub-departments', () => {
    const contents = new Map<string, ContentsState>([
      ['D2000', { status: 'loaded', departments: [platform, infra, empty] }],
    ]);
    const index = indexChart([engineering, support], contents);
    const rows = flattenVisible(index.roots, new Set([departmentKey('D2000')]), index.loaded);
    expect(rows.map((row) => row.key)).toEqual([
      'd:D2000',
      'm:D2000:U1',
      'd:D2100',
      'd:D2200',
      'd:D2300',
      'd:D1000',
    ]);
    expect(index.items.get('m:D2000:U1')).toMatchObject({ kind: 'member', departmentId: 'D2000' });
  });

  it('spec 02 §2 lazy: a department with sub-departments opens only once they are loaded; one with members only needs no call', () => {
    const index = indexChart([engineering, infra], new Map());
    const rows = flattenVisible(
      index.roots,
      new Set([departmentKey('D2000'), departmentKey('D2200')]),
      index.loaded,
    );
    // Engineering waits for its sub-departments (nothing below it yet); infra shows its member.
    expect(rows.map((row) => row.key)).toEqual(['d:D2000', 'd:D2200', 'm:D2200:U3']);
    expect(rows[0]).toMatchObject({ expandable: true, status: 'idle' });
  });

  it('spec 02 §2 lazy: a department whose load failed shows closed, so opening it again retries', () => {
    const index = indexChart([engineering], new Map([['D2000', { status: 'error' } as const]]));
    const rows = flattenVisible(index.roots, new Set([departmentKey('D2000')]), index.loaded);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ expanded: false, status: 'error' });
  });

  it('a department with neither members nor sub-departments cannot open', () => {
    const index = indexChart([empty], new Map());
    const [row] = flattenVisible(index.roots, new Set(), index.loaded);
    expect(row?.expandable).toBe(false);
    expect(commandForKey([row!], 0, 'ArrowRight')).toBeNull();
  });

  it('spec 02 §2 member count: the department node carries the branch headcount', () => {
    const index = indexChart([engineering], new Map());
    expect(index.roots[0]).toMatchObject({ label: '개발본부', count: 5 });
  });

  it('the same member in two departments (a concurrent post) gets two keys', () => {
    expect(memberKey('D2100', 'U9')).not.toBe(memberKey('L1100', 'U9'));
  });
});

describe('chart layout', () => {
  it('sub-departments stand side by side while few and high in the tree', () => {
    expect(groupDirection(ROW_LIMIT, 2)).toBe('row');
    expect(groupDirection(1, 1)).toBe('row');
  });

  it('many sub-departments, or deep ones, are stacked so the chart stays narrow', () => {
    expect(groupDirection(ROW_LIMIT + 1, 2)).toBe('stack');
    expect(groupDirection(2, STACK_FROM_LEVEL)).toBe('stack');
  });

  it('each child draws its share of the connector bar', () => {
    expect(connectorPosition(0, 1)).toBe('only');
    expect([0, 1, 2].map((index) => connectorPosition(index, 3))).toEqual([
      'first',
      'middle',
      'last',
    ]);
  });
});

describe('expand all (spec 02 §2 expand/collapse all, lazy for large companies)', () => {
  it('spec 02 §2 expand all: a level that fits under the limit opens whole', () => {
    expect(expandAllStep(['a', 'b', 'c'], 2, 5)).toEqual({ open: ['a', 'b', 'c'], capped: false });
  });

  it('spec 02 §2 expand all: a level that would pass the limit is not opened, and the walk says it stopped', () => {
    expect(expandAllStep(['a', 'b', 'c'], 3, 5)).toEqual({ open: [], capped: true });
  });

  it('spec 02 §2 expand all: a first level larger than the limit is cut to the limit', () => {
    expect(expandAllStep(['a', 'b', 'c'], 0, 2)).toEqual({ open: ['a', 'b'], capped: true });
  });

  it('the next level is the openable sub-departments of what was just opened', () => {
    const contents = new Map<string, ContentsState>([
      ['D2000', { status: 'loaded', departments: [platform, infra, empty] }],
      ['D1000', { status: 'error' }],
    ]);
    // The empty team cannot open; the failed division has no known sub-departments.
    expect(nextExpandLevel(['D2000', 'D1000'], contents)).toEqual([platform, infra]);
  });
});

describe('search reveal (spec 02 §2 search)', () => {
  it('spec 02 §2 search: a member hit opens every department down to its own', () => {
    const hit = { kind: 'member' as const, id: 'U2', path: ['D2000', 'D2100'] };
    expect(revealPath(hit)).toEqual(['D2000', 'D2100']);
    expect(hitKey(hit)).toBe('m:D2100:U2');
  });

  it('spec 02 §2 search: a department hit opens the departments above it and lands on it', () => {
    const hit = { kind: 'department' as const, id: 'D2100', path: ['D2000'] };
    expect(revealPath(hit)).toEqual(['D2000']);
    expect(hitKey(hit)).toBe('d:D2100');
  });

  it('moving between hits wraps at both ends', () => {
    expect(cycleHit(2, 3, 1)).toBe(0);
    expect(cycleHit(0, 3, -1)).toBe(2);
    expect(cycleHit(-1, 3, 1)).toBe(0);
    expect(cycleHit(0, 0, 1)).toBe(-1);
  });
});
