import { describe, expect, it } from 'vitest';
import {
  compareMembers,
  DEFAULT_MEMBER_PAGE_SIZE,
  directoryProblemText,
  isMemberPageSize,
  lookupValues,
  MEMBER_PAGE_SIZES,
  nonEmptyFilters,
  orgChildren,
  orgChildrenQuerySchema,
  orgUserFindQuerySchema,
  phoneDigits,
  unionOrgChildren,
  userPageFind,
  userPageFindQuerySchema,
} from './index';

describe('directory contract', () => {
  it('spec 01 §7: keeps the paths exactly, the memberIncluedYn typo included', () => {
    expect(orgChildren.path).toBe('/gw/common/org/child');
    expect(unionOrgChildren.path).toBe('/gw/common/org/union/child');
    expect(lookupValues.path).toBe('/user/lookupValue');
    expect(userPageFind.path).toBe('/user/userPageFind');
    expect(userPageFind.paged).toBe(true);
    expect(orgChildrenQuerySchema.parse({})).toEqual({ memberIncluedYn: 'N' });
    expect(orgChildrenQuerySchema.safeParse({ memberIncluedYn: 'yes' }).success).toBe(false);
  });

  it('spec 01 §5: only non-empty filter fields are sent, trimmed', () => {
    expect(
      nonEmptyFilters({ userName: ' 김민 ', email: '', phoneNumber: '   ', dutyCode: 'DT40' }),
    ).toEqual({ userName: '김민', dutyCode: 'DT40' });
    expect(nonEmptyFilters({})).toEqual({});
  });

  it('spec 01 §9: page sizes are 20, 50, 100, 200 with 20 by default', () => {
    expect(MEMBER_PAGE_SIZES).toEqual([20, 50, 100, 200]);
    expect(DEFAULT_MEMBER_PAGE_SIZE).toBe(20);
    expect(userPageFindQuerySchema.parse({})).toMatchObject({ pageNumber: 1, limitNumber: 20 });
    expect([20, 50, 100, 200].every(isMemberPageSize)).toBe(true);
    expect([0, 10, 30, 500].some(isMemberPageSize)).toBe(false);
  });

  it('query strings coerce page numbers; a page below 1 is refused', () => {
    expect(userPageFindQuerySchema.parse({ pageNumber: '3', limitNumber: '50' })).toMatchObject({
      pageNumber: 3,
      limitNumber: 50,
    });
    expect(userPageFindQuerySchema.safeParse({ pageNumber: '0' }).success).toBe(false);
    expect(userPageFindQuerySchema.safeParse({ pageNumber: 'x' }).success).toBe(false);
  });

  it('a word search needs a word that is not blank', () => {
    expect(orgUserFindQuerySchema.safeParse({ searchWord: '  ' }).success).toBe(false);
    expect(orgUserFindQuerySchema.parse({ searchWord: ' 인사 ' })).toEqual({ searchWord: '인사' });
  });

  it('spec 01 §2 phone with hyphen hint: numbers with or without hyphens compare alike', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('1234 5678')).toBe('12345678');
  });

  it('an organisation lists its head first and concurrent posts after main ones, then by name', () => {
    const row = (userName: string, manager = false, concurrent = false) => ({
      userId: userName,
      userName,
      manager,
      concurrent,
    });
    const list = [row('박', false, true), row('김'), row('하', true), row('가', false, true)];
    expect(list.sort((a, b) => compareMembers(a, b, true)).map((r) => r.userName)).toEqual([
      '하',
      '김',
      '가',
      '박',
    ]);
    expect(list.sort((a, b) => compareMembers(a, b, false)).map((r) => r.userName)).toEqual([
      '가',
      '김',
      '박',
      '하',
    ]);
  });

  it('the page-size refusal names the allowed sizes in every language', () => {
    expect(directoryProblemText('pageSize', 'ko')).toContain('20, 50, 100, 200');
    expect(directoryProblemText('pageSize', 'en')).toBe(
      'Members per page must be one of 20, 50, 100, 200.',
    );
  });
});
