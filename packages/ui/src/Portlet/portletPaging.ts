/**
 * The portlet's paging rule (spec 01 §4): after a page arrives, the next page is asked by page
 * number while fewer items are loaded than the server's total count; otherwise by the token the
 * server returned (external mail and drive lists page by token), until the returned token equals
 * the one the page was asked with.
 */

/** What is known once a page has arrived. */
export interface PortletPagingState {
  /** Items loaded so far, including the page that just arrived. */
  loadedCount: number;
  /** The server's total count, when it sends one (page-number lists). */
  totalCount?: number | null;
  /** Number (1-based) of the page that just arrived. */
  page: number;
  /** Items in the page that just arrived. */
  lastPageCount: number;
  /** The token that page was asked with (none for the first page). */
  currentToken?: string | null;
  /** The token the server returned with that page. */
  nextToken?: string | null;
}

/** The request for the page after the current one. */
export type PortletNextRequest =
  { mode: 'page'; page: number } | { mode: 'token'; page: number; token: string };

/** Every list starts here: on mount, on refresh and on a tab change. */
export const FIRST_PORTLET_PAGE = 1;

/** The next page to ask for, or `null` when the list has ended. */
export function nextPortletRequest(state: PortletPagingState): PortletNextRequest | null {
  const { loadedCount, totalCount, page, lastPageCount, currentToken, nextToken } = state;
  if (typeof totalCount === 'number' && loadedCount < totalCount) {
    // A server that claims more but sends an empty page would otherwise be asked forever.
    return lastPageCount > 0 ? { mode: 'page', page: page + 1 } : null;
  }
  if (nextToken === undefined || nextToken === null || nextToken === '') return null;
  if (nextToken === currentToken) return null;
  return { mode: 'token', page: page + 1, token: nextToken };
}

/**
 * `aria-setsize` of the feed (APG feed): the total count when the server sends one, the loaded
 * count once the list has ended, and -1 (unknown) while a token list may still grow.
 */
export function portletSetSize(
  loadedCount: number,
  totalCount: number | null | undefined,
  hasMore: boolean,
): number {
  if (typeof totalCount === 'number' && totalCount >= loadedCount) return totalCount;
  return hasMore ? -1 : loadedCount;
}
