import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PortletPage, PortletPageRequest } from './usePortletFeed';
import { usePortletFeed } from './usePortletFeed';

interface PendingCall {
  request: PortletPageRequest;
  signal: AbortSignal;
  resolve: (page: PortletPage<string>) => void;
  reject: (error: unknown) => void;
}

/** A loader whose answers the test gives, one call at a time. */
function manualLoader() {
  const calls: PendingCall[] = [];
  const loadPage = vi.fn(
    (request: PortletPageRequest, { signal }: { signal: AbortSignal }) =>
      new Promise<PortletPage<string>>((resolve, reject) => {
        calls.push({ request, signal, resolve, reject });
      }),
  );
  const answer = async (index: number, page: PortletPage<string>) => {
    await act(async () => calls[index]?.resolve(page));
  };
  const fail = async (index: number) => {
    await act(async () => calls[index]?.reject(new Error('500')));
  };
  return { loadPage, calls, answer, fail };
}

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => `row ${from + index}`);

describe('usePortletFeed', () => {
  it('spec 01 §4: loads page 1 on mount with maxRows as the page size', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    expect(result.current.status).toBe('loading');
    expect(server.calls[0]?.request).toEqual({ page: 1, size: 5 });
    await server.answer(0, { items: rows(1, 5), totalCount: 12 });
    expect(result.current.status).toBe('ready');
    expect(result.current.items).toEqual(rows(1, 5));
    expect(result.current.hasMore).toBe(true);
    expect(result.current.setSize).toBe(12);
  });

  it('spec 01 §4: appends pages by number while fewer than the total are loaded, then ends', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage, pageSize: 5 }));
    await server.answer(0, { items: rows(1, 5), totalCount: 7 });
    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    expect(server.calls[1]?.request).toEqual({ page: 2, size: 5 });
    // A second request while one is on its way is not sent.
    act(() => result.current.loadMore());
    expect(server.loadPage).toHaveBeenCalledTimes(2);
    await server.answer(1, { items: rows(6, 2), totalCount: 7 });
    expect(result.current.items).toEqual(rows(1, 7));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(server.loadPage).toHaveBeenCalledTimes(2);
  });

  it('spec 01 §4: token mode asks by the returned token until it equals the current one', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage, pageSize: 2 }));
    await server.answer(0, { items: rows(1, 2), nextToken: 'A' });
    expect(result.current.setSize).toBe(-1);
    act(() => result.current.loadMore());
    expect(server.calls[1]?.request).toEqual({ page: 2, size: 2, token: 'A' });
    await server.answer(1, { items: rows(3, 2), nextToken: 'B' });
    act(() => result.current.loadMore());
    expect(server.calls[2]?.request).toEqual({ page: 3, size: 2, token: 'B' });
    await server.answer(2, { items: rows(5, 1), nextToken: 'B' });
    expect(result.current.items).toEqual(rows(1, 5));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.setSize).toBe(5);
  });

  it('spec 01 §4: refresh reloads from page 1, replacing the list and aborting what was on its way', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    await server.answer(0, { items: rows(1, 5), totalCount: 12 });
    act(() => result.current.loadMore());
    act(() => result.current.refresh());
    expect(server.calls[1]?.signal.aborted).toBe(true);
    expect(server.calls[2]?.request).toEqual({ page: 1, size: 5 });
    expect(result.current.status).toBe('loading');
    expect(result.current.items).toEqual([]);
    // The aborted page 2 answering late changes nothing.
    await server.answer(1, { items: rows(6, 5), totalCount: 12 });
    await server.answer(2, { items: rows(101, 5), totalCount: 12 });
    expect(result.current.items).toEqual(rows(101, 5));
  });

  it('spec 01 §4: a tab change resets the list to page 1 of that tab', async () => {
    const server = manualLoader();
    const { result, rerender } = renderHook(
      ({ tab }: { tab: string }) => usePortletFeed({ loadPage: server.loadPage, tab }),
      { initialProps: { tab: 'all' } },
    );
    expect(server.calls[0]?.request).toEqual({ page: 1, size: 5, tab: 'all' });
    await server.answer(0, { items: rows(1, 5), totalCount: 12 });
    act(() => result.current.loadMore());
    await server.answer(1, { items: rows(6, 5), totalCount: 12 });
    rerender({ tab: 'community' });
    expect(server.calls[2]?.request).toEqual({ page: 1, size: 5, tab: 'community' });
    expect(result.current.status).toBe('loading');
    expect(result.current.items).toEqual([]);
    await server.answer(2, { items: ['post'], totalCount: 1 });
    expect(result.current.items).toEqual(['post']);
  });

  it('spec 01 §4: an answer for the previous tab arriving late is ignored', async () => {
    const server = manualLoader();
    const { result, rerender } = renderHook(
      ({ tab }: { tab: string }) => usePortletFeed({ loadPage: server.loadPage, tab }),
      { initialProps: { tab: 'all' } },
    );
    rerender({ tab: 'kanban' });
    expect(server.calls[0]?.signal.aborted).toBe(true);
    await server.answer(1, { items: ['card'], totalCount: 1 });
    await server.answer(0, { items: ['stale'], totalCount: 1 });
    expect(result.current.items).toEqual(['card']);
  });

  it('spec 01 §8: a failed first page is swallowed into an empty list with a quiet retry', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    await server.fail(0);
    expect(result.current.status).toBe('ready');
    expect(result.current.items).toEqual([]);
    expect(result.current.failed).toBe(true);
    act(() => result.current.retry());
    expect(server.calls[1]?.request).toEqual({ page: 1, size: 5 });
    await server.answer(1, { items: rows(1, 2), totalCount: 2 });
    expect(result.current.failed).toBe(false);
    expect(result.current.items).toEqual(rows(1, 2));
  });

  it('spec 01 §8: a failed next page keeps what was loaded; retry asks that page again', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    await server.answer(0, { items: rows(1, 5), totalCount: 12 });
    act(() => result.current.loadMore());
    await server.fail(1);
    expect(result.current.items).toEqual(rows(1, 5));
    expect(result.current.failed).toBe(true);
    expect(result.current.loadingMore).toBe(false);
    // Scrolling on does not hammer a failing server; only the retry asks again.
    act(() => result.current.loadMore());
    expect(server.loadPage).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    expect(server.calls[2]?.request).toEqual({ page: 2, size: 5 });
  });

  it('spec 01 §4: asks for no page while the one that arrived is not drawn yet (stale end of list)', async () => {
    const server = manualLoader();
    const { result } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    await server.answer(0, { items: rows(1, 5), totalCount: 15 });
    act(() => result.current.loadMore());
    const { loadMore } = result.current;
    await act(async () => {
      server.calls[1]?.resolve({ items: rows(6, 5), totalCount: 15 });
      await Promise.resolve();
      // The scroll position still shows the end of the 5 drawn rows.
      loadMore();
    });
    expect(server.loadPage).toHaveBeenCalledTimes(2);
    expect(result.current.items).toHaveLength(10);
    act(() => result.current.loadMore());
    expect(server.calls[2]?.request).toEqual({ page: 3, size: 5 });
  });

  it('a new loadPage identity (an inline callback) does not reload the list', async () => {
    const server = manualLoader();
    const { rerender } = renderHook(() =>
      usePortletFeed({ loadPage: (request, context) => server.loadPage(request, context) }),
    );
    rerender();
    rerender();
    expect(server.loadPage).toHaveBeenCalledTimes(1);
  });

  it('without a loader the feed is settled and empty and asks nothing', () => {
    const { result } = renderHook(() => usePortletFeed<string>({ loadPage: undefined }));
    expect(result.current.status).toBe('ready');
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });

  it('aborts the request on its way when unmounted', async () => {
    const server = manualLoader();
    const { unmount } = renderHook(() => usePortletFeed({ loadPage: server.loadPage }));
    unmount();
    await waitFor(() => expect(server.calls[0]?.signal.aborted).toBe(true));
  });
});
