import type { OrgNode } from '@maru/api';
import { describe, expect, it } from 'vitest';
import { hitsFromSearchTree, toChartDepartment } from './orgChartShapes';
import { memberRow as row, orgNode as node } from './testing';

describe('org chart shapes (spec 02 §2)', () => {
  it('spec 02 §2 member count: a department shows the headcount of its whole branch', () => {
    const department = toChartDepartment(
      node('D2000', '개발본부', { childCount: 2, memberCount: 1, totalMemberCount: 40 }),
      'ko',
    );
    expect(department).toMatchObject({ memberCount: 40, hasChildren: true });
  });

  it('members are named in the interface language, and retired members (userState 2) are left out', () => {
    const department = toChartDepartment(
      node('D2100', 'Platform Team', {
        members: [row('U1'), row('U2', { userName: '이서연', userState: 2 })],
      }),
      'en',
    );
    expect(department.members).toEqual([
      { userId: 'U1', name: 'Minjun Kim', title: '책임', photo: null, markers: [] },
    ]);
  });
});

describe('search hits (spec 02 §2 search)', () => {
  const tree: OrgNode[] = [
    node('ST100', '마루 주식회사', {
      children: [
        node('D2000', '개발본부', {
          children: [
            node('D2100', '플랫폼팀', {
              members: [row('U7', { userName: '플랫폼 담당' })],
              children: [node('D2110', '플랫폼운영파트')],
            }),
          ],
        }),
      ],
    }),
    node('ST200', '마루 랩스', {
      studioId: 'ST200',
      children: [node('L1000', '플랫폼연구소', { studioId: 'ST200' })],
    }),
  ];

  it('spec 02 §2 search: hits in the current company, in chart order, each with its path from the division down', () => {
    expect(hitsFromSearchTree(tree, 'ST100', '플랫폼', 'ko')).toEqual([
      { kind: 'department', id: 'D2100', path: ['D2000'] },
      { kind: 'member', id: 'U7', path: ['D2000', 'D2100'] },
      { kind: 'department', id: 'D2110', path: ['D2000', 'D2100'] },
    ]);
  });

  it('ancestors that only lead to a hit are not hits themselves', () => {
    const hits = hitsFromSearchTree(tree, 'ST100', '플랫폼', 'ko');
    expect(hits.some((hit) => hit.id === 'D2000')).toBe(false);
  });

  it('hits in another of the user’s companies are not in this chart', () => {
    expect(hitsFromSearchTree(tree, 'ST300', '플랫폼', 'ko')).toEqual([]);
    expect(hitsFromSearchTree(tree, 'ST200', '플랫폼', 'ko')).toEqual([
      { kind: 'department', id: 'L1000', path: [] },
    ]);
  });

  it('matching ignores letter case', () => {
    const latin = [node('ST100', 'Maru', { children: [node('D1', 'Platform Team')] })];
    expect(hitsFromSearchTree(latin, 'ST100', 'platform', 'en')).toHaveLength(1);
  });
});
