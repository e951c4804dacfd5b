import type { OrgNode } from '@maru/api';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  FIRST_PAGE,
  isBlankForm,
  memberQueryOf,
  searchTreeFor,
  treeNodeOf,
} from './finderQuery';

function node(dlId: string, extra: Partial<OrgNode> = {}): OrgNode {
  return {
    dlId,
    dlName: `${dlId} name`,
    organizationId: dlId,
    studioId: 'ST100',
    parentId: null,
    children: [],
    childCount: 0,
    memberCount: 3,
    totalMemberCount: 3,
    groupMail: null,
    ...extra,
  };
}

describe('member finder query', () => {
  it('spec 01 §5: only non-empty form fields are sent, trimmed', () => {
    const query = memberQueryOf(
      {
        kind: 'search',
        form: { userName: ' 김민 ', email: '', phoneNumber: '  ', dutyCode: 'DT40' },
      },
      FIRST_PAGE,
    );
    expect(query).toEqual({ userName: '김민', dutyCode: 'DT40', pageNumber: 1, limitNumber: 20 });
  });

  it('spec 01 §9: the first page holds 20 members; the chosen page and size are sent', () => {
    expect(FIRST_PAGE).toEqual({ page: 1, pageSize: 20 });
    expect(memberQueryOf({ kind: 'search', form: EMPTY_FORM }, { page: 3, pageSize: 100 })).toEqual(
      {
        pageNumber: 3,
        limitNumber: 100,
      },
    );
  });

  it('spec 01 §2: a selected organisation lists its members by dlId alone', () => {
    const query = memberQueryOf(
      { kind: 'organisation', dlId: 'D2100', name: '플랫폼팀', groupMail: null },
      FIRST_PAGE,
    );
    expect(query).toEqual({ dlId: 'D2100', pageNumber: 1, limitNumber: 20 });
  });

  it('a form of blanks is blank (the whole company is listed)', () => {
    expect(isBlankForm({ userName: ' ', email: '', phoneNumber: '', dutyCode: '' })).toBe(true);
    expect(isBlankForm({ ...EMPTY_FORM, email: 'kim' })).toBe(false);
  });
});

describe('finder tree nodes', () => {
  it('spec 01 §2: a node loads its children lazily, shows its member count and group mail', () => {
    expect(treeNodeOf(node('D2000', { childCount: 2, groupMail: 'eng@maru.example' }))).toEqual({
      key: 'D2000',
      label: 'D2000 name',
      hasChildren: true,
      count: 3,
      groupMail: 'eng@maru.example',
    });
    expect(treeNodeOf(node('D1400')).hasChildren).toBe(false);
  });

  it('the word search is narrowed to the current company, its paths complete', () => {
    const part = node('D2110', { parentId: 'D2100', childCount: 0 });
    const team = node('D2100', { parentId: 'D2000', childCount: 2, children: [part] });
    const division = node('D2000', { childCount: 2, children: [team] });
    const tree = [
      node('ST100', { children: [division] }),
      node('ST200', { studioId: 'ST200', children: [node('L1000', { studioId: 'ST200' })] }),
    ];
    const roots = searchTreeFor(tree, 'ST100');
    expect(roots.map((root) => root.key)).toEqual(['D2000']);
    // The team has another child the search left out: the path is what the search shows.
    expect(roots[0]?.children?.[0]?.children?.map((child) => child.key)).toEqual(['D2110']);
    expect(roots[0]?.children?.[0]?.children?.[0]?.children).toEqual([]);
    expect(searchTreeFor(tree, 'ST300')).toEqual([]);
  });
});
