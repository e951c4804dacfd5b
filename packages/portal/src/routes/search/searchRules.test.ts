import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  changePage,
  changePeriod,
  searchRequests,
  selectBoard,
  selectDepartment,
  submitKeyword,
  switchMode,
} from './searchRules';
import { DEFAULT_SEARCH_STATE, type SearchPageState } from './searchState';

const base: SearchPageState = { ...DEFAULT_SEARCH_STATE, keyword: '회의' };

describe('search rules (spec 01 §4, §5)', () => {
  it('spec 01 §5: an empty keyword does nothing', () => {
    expect(submitKeyword(base, '')).toEqual({ kind: 'ignore' });
    expect(submitKeyword(base, '   ')).toEqual({ kind: 'ignore' });
  });

  it('spec 01 §5: a keyword with a backslash is refused with the backslash alert', () => {
    expect(submitKeyword(base, 'C:\\temp')).toEqual({
      kind: 'refuse',
      messageKey: 'error.backslash',
    });
  });

  it('spec 01 §5: a keyword searches trimmed, from page 1, clearing the old tree choices', () => {
    const before: SearchPageState = {
      ...base,
      mode: 'post',
      page: 4,
      menuIdField: 3,
      postMenuSelectKey: '3',
      title: '태그',
      searchType: 'tag',
      sort: 'like',
    };
    const outcome = submitKeyword(before, '  예산  ');
    expect(outcome).toEqual({
      kind: 'search',
      state: {
        ...before,
        keyword: '예산',
        page: 1,
        menuIdField: null,
        postMenuSelectKey: null,
        title: null,
        searchType: null,
      },
    });
  });

  it("spec 01 §4: switching mode runs that mode's search from page 1", () => {
    const next = switchMode({ ...base, page: 5 }, 'user');
    expect(next).toMatchObject({ mode: 'user', page: 1, keyword: '회의' });
    expect(searchRequests(next).users).toEqual({ keyword: '회의', page: 1 });
    expect(searchRequests(next).userCounts).toEqual({ keyword: '회의' });
    expect(searchRequests(next).posts).toBeNull();
    const post = switchMode(base, 'post');
    expect(searchRequests(post).posts).toMatchObject({ keyword: '회의', sort: 'date', page: 1 });
    expect(searchRequests(post).postCounts).toMatchObject({ keyword: '회의' });
    const unified = searchRequests(switchMode(post, 'unified'));
    expect(unified.unified).toEqual({ searchText: '회의' });
    expect(unified.menus).toEqual({ keyword: '회의', page: 1 });
    expect(unified.users).toBeNull();
  });

  it('spec 01 §5: no request at all for an empty or backslash keyword in the URL', () => {
    for (const keyword of ['', ' ', 'a\\b']) {
      const requests = searchRequests({ ...base, mode: 'post', keyword });
      expect(Object.values(requests).every((request) => request === null)).toBe(true);
    }
  });

  it('spec 01 §4: a custom period searches only when both dates are valid', () => {
    const post = { ...base, mode: 'post' as const };
    expect(
      changePeriod(post, { preset: 'custom', start: '2026-01-01T00:00:00.000+0900', end: null }),
    ).toBeNull();
    expect(
      changePeriod(post, {
        preset: 'custom',
        start: '2026-02-01T00:00:00.000+0900',
        end: '2026-01-01T23:59:59.999+0900',
      }),
    ).toBeNull();
    const next = changePeriod(
      { ...post, page: 3 },
      {
        preset: 'custom',
        start: '2026-01-01T00:00:00.000+0900',
        end: '2026-01-31T23:59:59.999+0900',
      },
    );
    expect(next).toMatchObject({
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
      page: 1,
    });
    expect(searchRequests(next!).posts).toMatchObject({
      period: 'custom',
      startYmd: '2026-01-01',
      endYmd: '2026-01-31',
    });
    // A custom period with its dates missing (a hand-made URL) makes no post call.
    expect(searchRequests({ ...post, period: 'custom' }).posts).toBeNull();
  });

  it('spec 01 §9: a preset period sends no dates (the server computes the range)', () => {
    const next = changePeriod(
      { ...base, mode: 'post', period: 'custom', startYmd: '2026-01-01', endYmd: '2026-01-02' },
      { preset: 'P1W', start: '2026-11-14T00:00:00.000+0900', end: '2026-11-21T23:59:59.999+0900' },
    );
    expect(next).toMatchObject({ period: 'P1W', startYmd: null, endYmd: null });
    expect(searchRequests(next!).posts).not.toHaveProperty('startYmd');
  });

  it('spec 01 §5: attachment-name search switches to the Korean-analysed variant for Hangul', () => {
    const hangul = {
      ...base,
      mode: 'post' as const,
      keyword: '계약서',
      searchTargets: 'attachment' as const,
    };
    expect(searchRequests(hangul).posts?.searchTargets).toBe('attachmentKo');
    expect(searchRequests(hangul).postCounts?.searchTargets).toBe('attachmentKo');
    expect(searchRequests({ ...hangul, keyword: 'contract' }).posts?.searchTargets).toBe(
      'attachment',
    );
    expect(searchRequests({ ...hangul, searchTargets: 'title' }).posts?.searchTargets).toBe(
      'title',
    );
  });

  it('spec 01 §2: filters and sorts list from page 1; a new scope is no longer a tag click', () => {
    const tag: SearchPageState = {
      ...base,
      mode: 'post',
      page: 2,
      searchTargets: 'tag',
      searchType: 'tag',
      title: '태그',
    };
    expect(changeFilter(tag, { sort: 'comment' })).toMatchObject({
      sort: 'comment',
      page: 1,
      searchType: 'tag',
      title: '태그',
    });
    expect(changeFilter(tag, { searchTargets: 'title' })).toMatchObject({
      searchTargets: 'title',
      searchType: null,
      title: null,
    });
  });

  it('spec 01 §2: the trees filter by department and by board, from page 1', () => {
    const user = selectDepartment({ ...base, page: 3 }, 'ORG-1');
    expect(searchRequests(user).users).toEqual({
      keyword: '회의',
      page: 1,
      userMenuSelectKey: 'ORG-1',
    });
    const board = selectBoard({ ...base, page: 3 }, 21);
    expect(board).toMatchObject({
      mode: 'post',
      postMenuSelectKey: '21',
      menuIdField: 21,
      page: 1,
    });
    expect(searchRequests(board).posts).toMatchObject({ menuIdField: 21 });
    expect(selectBoard(board, null)).toMatchObject({ postMenuSelectKey: null, menuIdField: null });
  });

  it('spec 01 §2: pages are whole numbers from 1', () => {
    expect(changePage(base, 0).page).toBe(1);
    expect(changePage(base, 4).page).toBe(4);
  });
});
