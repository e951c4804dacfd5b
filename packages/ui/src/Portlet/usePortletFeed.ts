import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FIRST_PORTLET_PAGE, nextPortletRequest, portletSetSize } from './portletPaging';
import type { PortletNextRequest } from './portletPaging';
import { PORTLET_MAX_ROWS } from './portletLayout';

/** What the portlet asks the widget for. */
export interface PortletPageRequest {
  /** 1-based page number; 1 on mount, refresh and tab change. */
  page: number;
  /** Rows per page: the portlet's `maxRows`. */
  size: number;
  /** The token returned with the previous page, in token mode. */
  token?: string;
  /** The selected tab's key, when the portlet has tabs. */
  tab?: string;
}

/** One page as the widget answers it. */
export interface PortletPage<Item> {
  items: readonly Item[];
  /** Total count on the server, for page-number lists. */
  totalCount?: number | null;
  /** Token of the following page, for token lists. */
  nextToken?: string | null;
}

/** Loads one page; must stop (and may reject) when `signal` aborts. */
export type LoadPortletPage<Item> = (
  request: PortletPageRequest,
  context: { signal: AbortSignal },
) => Promise<PortletPage<Item>>;

/** loading: the first page is on its way; ready: the list (maybe empty) is shown. */
export type PortletFeedStatus = 'loading' | 'ready';

export interface PortletFeedOptions<Item> {
  /** The widget's API call; without it the feed stays empty and asks nothing. */
  loadPage: LoadPortletPage<Item> | undefined;
  /** The selected tab; changing it resets the list to page 1. */
  tab?: string | undefined;
  /** Rows per page; 5 by default (spec 01 §9). */
  pageSize?: number;
}

export interface PortletFeed<Item> {
  status: PortletFeedStatus;
  items: readonly Item[];
  /** A following page is being appended. */
  loadingMore: boolean;
  /** The last request failed; the error is swallowed and a quiet retry is offered. */
  failed: boolean;
  /** More pages can be appended. */
  hasMore: boolean;
  /** `aria-setsize` of the feed: the total, or -1 while unknown. */
  setSize: number;
  /** Reloads from page 1 (the refresh button). */
  refresh: () => void;
  /** Appends the next page, when there is one and nothing is loading. */
  loadMore: () => void;
  /** Repeats what failed: the first page, or the page that could not be appended. */
  retry: () => void;
}

interface FeedState<Item> {
  status: PortletFeedStatus;
  items: readonly Item[];
  totalCount: number | null;
  next: PortletNextRequest | null;
  loadingMore: boolean;
  failed: boolean;
}

const initialState = {
  status: 'loading',
  items: [],
  totalCount: null,
  next: null,
  loadingMore: false,
  failed: false,
} as const satisfies FeedState<never>;

/**
 * The connected behaviour of a list portlet (spec 01 §4, §8): loads page 1 on mount, reloads it
 * on refresh and on a tab change (aborting whatever was on its way), appends the next page by
 * the paging rule, and swallows fetch errors into an empty list with a quiet retry.
 */
export function usePortletFeed<Item>({
  loadPage,
  tab,
  pageSize = PORTLET_MAX_ROWS,
}: PortletFeedOptions<Item>): PortletFeed<Item> {
  const [state, setState] = useState<FeedState<Item>>(initialState);
  // The feed's state is also kept here, written at once on every change: a scroll event and an
  // effect can both ask for the next page before React re-renders, and must see the same truth.
  const stateRef = useRef<FeedState<Item>>(initialState);
  const commit = useCallback((change: (current: FeedState<Item>) => FeedState<Item>) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);
  // The state the DOM shows. A page that arrived but is not drawn yet leaves the old layout in
  // place, whose "end in view" is stale: asking again then would append one page too many.
  const renderedRef = useRef<FeedState<Item>>(initialState);
  useLayoutEffect(() => {
    renderedRef.current = state;
  });
  const [generation, setGeneration] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  // Widgets pass inline callbacks; a new identity must not reload the list.
  const loadRef = useRef(loadPage);
  useEffect(() => {
    loadRef.current = loadPage;
  });
  const hasLoader = loadPage !== undefined;

  const request = useCallback(
    (next: PortletNextRequest | null) => {
      const load = loadRef.current;
      controllerRef.current?.abort();
      if (!load) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const append = next !== null;
      const page = next?.page ?? FIRST_PORTLET_PAGE;
      const token = next?.mode === 'token' ? next.token : undefined;
      const asked: PortletPageRequest = {
        page,
        size: pageSize,
        ...(token === undefined ? {} : { token }),
        ...(tab === undefined ? {} : { tab }),
      };
      commit((current) =>
        append ? { ...current, loadingMore: true, failed: false } : { ...initialState, items: [] },
      );
      load(asked, { signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          commit((current) => {
            const items = append ? [...current.items, ...answer.items] : [...answer.items];
            const totalCount = answer.totalCount ?? null;
            return {
              status: 'ready',
              items,
              totalCount,
              next: nextPortletRequest({
                loadedCount: items.length,
                totalCount,
                page,
                lastPageCount: answer.items.length,
                currentToken: token ?? null,
                nextToken: answer.nextToken ?? null,
              }),
              loadingMore: false,
              failed: false,
            };
          });
        },
        () => {
          if (controller.signal.aborted) return;
          // Spec 01 §8: portlet fetch errors are swallowed; what was loaded stays.
          commit((current) => ({ ...current, status: 'ready', loadingMore: false, failed: true }));
        },
      );
    },
    [commit, pageSize, tab],
  );

  useEffect(() => {
    if (!hasLoader) return undefined;
    request(null);
    return () => controllerRef.current?.abort();
  }, [request, generation, hasLoader]);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current !== renderedRef.current) return;
    if (current.status !== 'ready' || current.loadingMore || current.failed || !current.next) {
      return;
    }
    request(current.next);
  }, [request]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (current.items.length === 0) refresh();
    else if (current.next) request(current.next);
  }, [refresh, request]);

  const hasMore = state.next !== null;
  return {
    // Without a loader there is nothing to wait for: an empty, settled list.
    status: hasLoader ? state.status : 'ready',
    items: state.items,
    loadingMore: state.loadingMore,
    failed: state.failed,
    hasMore,
    setSize: portletSetSize(state.items.length, state.totalCount, hasMore),
    refresh,
    loadMore,
    retry,
  };
}
