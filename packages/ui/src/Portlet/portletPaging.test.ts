import { describe, expect, it } from 'vitest';
import { FIRST_PORTLET_PAGE, nextPortletRequest, portletSetSize } from './portletPaging';

describe('nextPortletRequest (spec 01 §4 portlet paging)', () => {
  it('spec 01 §4: lists start from page 1', () => {
    expect(FIRST_PORTLET_PAGE).toBe(1);
  });

  describe('page-number mode while the loaded count is below the total count', () => {
    it('spec 01 §4: asks the next page number after page 1 of a longer list', () => {
      expect(
        nextPortletRequest({ loadedCount: 5, totalCount: 12, page: 1, lastPageCount: 5 }),
      ).toEqual({ mode: 'page', page: 2 });
    });

    it('spec 01 §4: keeps counting pages (page 2 of 12 items → page 3)', () => {
      expect(
        nextPortletRequest({ loadedCount: 10, totalCount: 12, page: 2, lastPageCount: 5 }),
      ).toEqual({ mode: 'page', page: 3 });
    });

    it('spec 01 §4: a short last page below the total still asks for more', () => {
      expect(
        nextPortletRequest({ loadedCount: 11, totalCount: 12, page: 3, lastPageCount: 1 }),
      ).toEqual({ mode: 'page', page: 4 });
    });

    it('spec 01 §4: page mode wins over a token the server also sent', () => {
      expect(
        nextPortletRequest({
          loadedCount: 5,
          totalCount: 12,
          page: 1,
          lastPageCount: 5,
          nextToken: 'abc',
        }),
      ).toEqual({ mode: 'page', page: 2 });
    });

    it('ends when the server claims more but sends an empty page (no endless requests)', () => {
      expect(
        nextPortletRequest({ loadedCount: 10, totalCount: 12, page: 3, lastPageCount: 0 }),
      ).toBeNull();
    });
  });

  describe('token mode once the loaded count reaches the total count, or without one', () => {
    it('spec 01 §4: the total reached and no token → the list has ended', () => {
      expect(
        nextPortletRequest({ loadedCount: 12, totalCount: 12, page: 3, lastPageCount: 2 }),
      ).toBeNull();
    });

    it('spec 01 §4: more loaded than the total and no token → ended', () => {
      expect(
        nextPortletRequest({ loadedCount: 13, totalCount: 12, page: 3, lastPageCount: 3 }),
      ).toBeNull();
    });

    it('spec 01 §4: a total of 0 → ended', () => {
      expect(
        nextPortletRequest({ loadedCount: 0, totalCount: 0, page: 1, lastPageCount: 0 }),
      ).toBeNull();
    });

    it('spec 01 §4: no total, a new token after the first page → asks by that token', () => {
      expect(
        nextPortletRequest({ loadedCount: 5, page: 1, lastPageCount: 5, nextToken: 't2' }),
      ).toEqual({ mode: 'token', page: 2, token: 't2' });
    });

    it('spec 01 §4: a null total is no total (token mode)', () => {
      expect(
        nextPortletRequest({
          loadedCount: 5,
          totalCount: null,
          page: 1,
          lastPageCount: 5,
          currentToken: null,
          nextToken: 't2',
        }),
      ).toEqual({ mode: 'token', page: 2, token: 't2' });
    });

    it('spec 01 §4: the total reached but a new token → continues in token mode', () => {
      expect(
        nextPortletRequest({
          loadedCount: 12,
          totalCount: 12,
          page: 3,
          lastPageCount: 2,
          currentToken: 't3',
          nextToken: 't4',
        }),
      ).toEqual({ mode: 'token', page: 4, token: 't4' });
    });

    it('spec 01 §4: a token different from the current one → asks by the new token', () => {
      expect(
        nextPortletRequest({
          loadedCount: 10,
          page: 2,
          lastPageCount: 5,
          currentToken: 't2',
          nextToken: 't3',
        }),
      ).toEqual({ mode: 'token', page: 3, token: 't3' });
    });

    it('spec 01 §4: the next token equals the current one → the list has ended', () => {
      expect(
        nextPortletRequest({
          loadedCount: 10,
          page: 2,
          lastPageCount: 5,
          currentToken: 't2',
          nextToken: 't2',
        }),
      ).toBeNull();
    });

    it('spec 01 §4: no next token (undefined, null or empty) → ended', () => {
      for (const nextToken of [undefined, null, '']) {
        expect(
          nextPortletRequest({
            loadedCount: 10,
            page: 2,
            lastPageCount: 5,
            currentToken: 't2',
            nextToken,
          }),
        ).toBeNull();
      }
    });

    it('spec 01 §4: the first page without a token (nothing to continue from) → ended', () => {
      expect(nextPortletRequest({ loadedCount: 3, page: 1, lastPageCount: 3 })).toBeNull();
    });
  });
});

describe('portletSetSize (APG feed aria-setsize)', () => {
  it('is the total count when the server sends one', () => {
    expect(portletSetSize(5, 12, true)).toBe(12);
    expect(portletSetSize(12, 12, false)).toBe(12);
  });

  it('is -1 (unknown) while a token list may still grow', () => {
    expect(portletSetSize(5, undefined, true)).toBe(-1);
    expect(portletSetSize(5, null, true)).toBe(-1);
  });

  it('is the loaded count once the list has ended without a total', () => {
    expect(portletSetSize(7, null, false)).toBe(7);
  });

  it('never claims fewer than were loaded when the total is stale', () => {
    expect(portletSetSize(13, 12, false)).toBe(13);
    expect(portletSetSize(13, 12, true)).toBe(-1);
  });
});
