import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { Portlet } from './Portlet';
import type { PortletListProps, PortletStatus } from './Portlet';
import { failingLoader, fixtureLoader, noticeRows, pendingLoader } from './portletFixtures';
import type { NoticeRow } from './portletFixtures';

describe('Portlet', () => {
  it('is a region named by its heading (level 2 by default) and shows children when ready', () => {
    renderWithMaru(<Portlet title="근태">본문</Portlet>);
    expect(screen.getByRole('region', { name: '근태' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '근태' })).toBeInTheDocument();
    expect(screen.getByText('본문')).toBeInTheDocument();
  });

  it('uses the given heading level', () => {
    renderWithMaru(<Portlet title="공지" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: '공지' })).toBeInTheDocument();
  });

  it('loading: announces the built-in loading text and marks itself busy, hiding children', () => {
    renderWithMaru(
      <Portlet title="근태" status="loading">
        본문
      </Portlet>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('본문')).not.toBeInTheDocument();
  });

  it('empty: default empty text is 데이터가 없습니다 in Korean and No Data in English', () => {
    const { unmount } = renderWithMaru(<Portlet title="근태" status="empty" />);
    expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument();
    unmount();
    renderWithMaru(<Portlet title="Attendance" status="empty" />, 'en');
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('error: shows the error text and a retry button calling onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithMaru(<Portlet title="근태" status="error" onRetry={onRetry} />);
    expect(screen.getByText('정보를 불러오지 못했습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('retry keeps keyboard focus in the card when the button goes away (loading again)', async () => {
    const user = userEvent.setup();
    function Retrying() {
      const [status, setStatus] = useState<PortletStatus>('error');
      return <Portlet title="근태" status={status} onRetry={() => setStatus('loading')} />;
    }
    renderWithMaru(<Retrying />);
    await user.tab();
    expect(screen.getByRole('button', { name: '다시 시도' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    const card = screen.getByRole('region', { name: '근태' });
    expect(card).toHaveFocus();
    await user.tab();
    expect(card).not.toHaveAttribute('tabindex');
  });

  it('renders header actions', () => {
    renderWithMaru(<Portlet title="근태" actions={<button type="button">새로고침</button>} />);
    expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
  });
});

const tabs = [
  { key: 'notice', label: '공지' },
  { key: 'event', label: '경조사' },
];

function renderFeed(props: Partial<PortletListProps<NoticeRow>> = {}) {
  const loadPage = vi.fn(fixtureLoader(noticeRows));
  const view = renderWithMaru(
    <Portlet<NoticeRow>
      title="공지사항"
      loadPage={loadPage}
      renderItem={(row) => row.title}
      getItemKey={(row) => row.id}
      getItemLabel={(row) => row.title}
      {...props}
    />,
  );
  return { loadPage, ...view };
}

const articles = () => within(screen.getByRole('feed')).getAllByRole('article');

/** jsdom has no layout: give the scrolling body the metrics a browser would. */
function layOut(body: HTMLElement, metrics: { scrollTop: number; scrollHeight: number }) {
  Object.defineProperty(body, 'clientHeight', { configurable: true, value: 230 });
  Object.defineProperty(body, 'scrollHeight', { configurable: true, value: metrics.scrollHeight });
  body.scrollTop = metrics.scrollTop;
}

describe('Portlet props: a list portlet or a card', () => {
  /*
   * The @ts-expect-error lines are the test: `tsc -b` (which type-checks this file with the
   * rest of the ui project) fails if any of them compiles.
   */
  it('issue 5: renderItem is required with loadPage, and list props stay off cards', async () => {
    const loadPage = fixtureLoader(noticeRows);
    // @ts-expect-error a list portlet cannot draw its items without renderItem
    void (<Portlet title="공지사항" loadPage={loadPage} />);
    // @ts-expect-error renderItem without loadPage: a card has no items to draw
    void (<Portlet title="근태" renderItem={(row: NoticeRow) => row.title} />);
    // @ts-expect-error a list's state comes from its pages, not from status
    void (<Portlet title="공지사항" loadPage={loadPage} renderItem={() => null} status="empty" />);
    const body = { children: '본문' };
    // @ts-expect-error a list's body is its items, not children
    void (<Portlet title="공지사항" loadPage={loadPage} renderItem={() => null} {...body} />);

    // With both, renderItem draws every item of the page (typed by the loader's items).
    renderWithMaru(
      <Portlet
        title="공지사항"
        loadPage={loadPage}
        renderItem={(row) => `${row.id}: ${row.title}`}
      />,
    );
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(articles()[0]).toHaveTextContent(`${noticeRows[0]!.id}: ${noticeRows[0]!.title}`);
  });
});

describe('Portlet list (loadPage)', () => {
  it('spec 01 §4: loads page 1 of maxRows (5) on mount and shows it as an APG feed named by the title', async () => {
    const { loadPage } = renderFeed();
    expect(loadPage).toHaveBeenCalledWith({ page: 1, size: 5 }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(5));
    const feed = screen.getByRole('feed', { name: '공지사항' });
    expect(feed).toHaveAttribute('aria-busy', 'false');
    const first = within(feed).getByRole('article', { name: '2026년 상반기 건강검진 안내' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '15');
    expect(articles()[4]).toHaveAttribute('aria-posinset', '5');
  });

  it('spec 01 §9: maxRows sets the page size', async () => {
    const { loadPage } = renderFeed({ maxRows: 3 });
    expect(loadPage).toHaveBeenCalledWith({ page: 1, size: 3 }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(3));
  });

  it('spec 01 §9: the body is 280 high less 50 for the header, and 50 more with tabs', async () => {
    const { unmount } = renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(
      screen.getByRole('feed').parentElement?.style.getPropertyValue('--maru-portlet-body-height'),
    ).toBe('230px');
    unmount();
    renderFeed({ tabs, height: 300 });
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(
      screen.getByRole('feed').parentElement?.style.getPropertyValue('--maru-portlet-body-height'),
    ).toBe('200px');
  });

  it('spec 01 §9: loading shows a skeleton, marks the feed busy and announces it', () => {
    renderFeed({ loadPage: pendingLoader });
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중…');
    expect(screen.getByRole('region', { name: '공지사항' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('spec 01 §9: an empty list shows No Data (overridable) and no retry', async () => {
    renderFeed({ loadPage: fixtureLoader([]), emptyText: '새 글이 없습니다' });
    expect(await screen.findByText('새 글이 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('spec 01 §8: a fetch error is swallowed into the empty state with a quiet retry', async () => {
    const user = userEvent.setup();
    const loadPage = vi.fn(failingLoader);
    renderFeed({ loadPage });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('정보를 불러오지 못했습니다.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(retry);
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 1, size: 5 }, expect.anything());
  });

  it('spec 01 §4: refresh reloads from page 1 and calls onRefresh', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { loadPage } = renderFeed({ onRefresh });
    await waitFor(() => expect(articles()).toHaveLength(5));
    const body = screen.getByRole('feed').parentElement as HTMLElement;
    layOut(body, { scrollTop: 300, scrollHeight: 520 });
    fireEvent.scroll(body);
    await waitFor(() => expect(articles()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '새로고침' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 1, size: 5 }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(5));
  });

  it('spec 01 §4: scrolling to the end appends the next page (page-number mode)', async () => {
    const { loadPage } = renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(5));
    const body = screen.getByRole('feed').parentElement as HTMLElement;
    layOut(body, { scrollTop: 0, scrollHeight: 520 });
    fireEvent.scroll(body);
    expect(loadPage).toHaveBeenCalledTimes(1);
    layOut(body, { scrollTop: 290, scrollHeight: 520 });
    fireEvent.scroll(body);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 2, size: 5 }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(10));
    expect(articles()[9]).toHaveAttribute('aria-posinset', '10');
  });

  it('spec 01 §4: token mode appends by token until the token repeats', async () => {
    const loadPage = vi.fn(fixtureLoader(noticeRows, 'token'));
    renderFeed({ loadPage });
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(articles()[0]).toHaveAttribute('aria-setsize', '-1');
    const body = screen.getByRole('feed').parentElement as HTMLElement;
    for (const expected of [10, 15]) {
      layOut(body, { scrollTop: 10_000, scrollHeight: 10_230 });
      fireEvent.scroll(body);
      await waitFor(() => expect(articles()).toHaveLength(expected));
    }
    expect(loadPage).toHaveBeenLastCalledWith(
      { page: 3, size: 5, token: 'page-3' },
      expect.anything(),
    );
    expect(articles()[0]).toHaveAttribute('aria-setsize', '15');
    fireEvent.scroll(body);
    expect(loadPage).toHaveBeenCalledTimes(3);
  });

  it('spec 01 §4: a list shorter than the body loads on until it fills or ends', async () => {
    const loadPage = vi.fn(fixtureLoader(noticeRows));
    // Laid out before the first page arrives: the body shows everything loaded so far.
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(230);
    try {
      renderFeed({ loadPage });
      await waitFor(() => expect(articles()).toHaveLength(15));
      expect(loadPage).toHaveBeenCalledTimes(3);
    } finally {
      clientHeight.mockRestore();
    }
  });

  it('spec 01 §4: a tab change resets the list to page 1 of the tab (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    const { loadPage } = renderFeed({ tabs, onTabChange });
    expect(loadPage).toHaveBeenCalledWith({ page: 1, size: 5, tab: 'notice' }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(5));
    await user.click(screen.getByRole('tab', { name: '경조사' }));
    expect(onTabChange).toHaveBeenCalledWith('event');
    expect(loadPage).toHaveBeenLastCalledWith(
      { page: 1, size: 5, tab: 'event' },
      expect.anything(),
    );
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(articles()[0]).toHaveAccessibleName('인사팀 김민지 님 결혼');
  });

  it('spec 01 §4: tabs follow selectedTab when controlled', async () => {
    const onTabChange = vi.fn();
    const { loadPage, rerender } = renderFeed({ tabs, selectedTab: 'event', onTabChange });
    expect(loadPage).toHaveBeenCalledWith({ page: 1, size: 5, tab: 'event' }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(3));
    await userEvent.setup().click(screen.getByRole('tab', { name: '공지' }));
    expect(onTabChange).toHaveBeenCalledWith('notice');
    // Still controlled: nothing changes until the parent passes the new key.
    expect(screen.getByRole('tab', { name: '경조사' })).toHaveAttribute('aria-selected', 'true');
    expect(loadPage).toHaveBeenCalledTimes(1);
    rerender(
      <MaruProvider locale="ko">
        <Portlet<NoticeRow>
          title="공지사항"
          loadPage={loadPage}
          renderItem={(row) => row.title}
          tabs={tabs}
          selectedTab="notice"
        />
      </MaruProvider>,
    );
    expect(loadPage).toHaveBeenLastCalledWith(
      { page: 1, size: 5, tab: 'notice' },
      expect.anything(),
    );
    await waitFor(() => expect(articles()).toHaveLength(5));
  });

  it('APG feed: Page Down and Page Up move between articles; one article is in the tab order', async () => {
    const user = userEvent.setup();
    renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(5));
    expect(articles().filter((article) => article.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    await user.tab();
    expect(articles()[0]).toHaveFocus();
    await user.keyboard('{PageDown}{PageDown}');
    expect(articles()[2]).toHaveFocus();
    expect(articles()[2]).toHaveAttribute('tabindex', '0');
    expect(articles()[0]).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{PageUp}');
    expect(articles()[1]).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}');
    expect(articles()[0]).toHaveFocus();
  });

  it('APG feed: Ctrl+Home leaves the feed backwards, Ctrl+End forwards', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <Portlet<NoticeRow>
          title="공지사항"
          loadPage={fixtureLoader(noticeRows)}
          renderItem={(row) => row.title}
          tabs={tabs}
        />
        <button type="button">다음 포틀릿</button>
      </>,
    );
    await waitFor(() => expect(articles()).toHaveLength(5));
    act(() => articles()[2]?.focus());
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(screen.getByRole('tab', { name: '공지' })).toHaveFocus();
    act(() => articles()[2]?.focus());
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: '다음 포틀릿' })).toHaveFocus();
  });

  it('spec 01 §4: reaching the last article by keyboard appends the next page', async () => {
    const user = userEvent.setup();
    const { loadPage } = renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(5));
    act(() => articles()[3]?.focus());
    await user.keyboard('{PageDown}');
    expect(articles()[4]).toHaveFocus();
    expect(loadPage).toHaveBeenLastCalledWith({ page: 2, size: 5 }, expect.anything());
    await waitFor(() => expect(articles()).toHaveLength(10));
    await user.keyboard('{PageDown}');
    expect(articles()[5]).toHaveFocus();
  });

  it('IME: Page Down and Page Up do nothing while a composition is open', async () => {
    renderFeed();
    await waitFor(() => expect(articles()).toHaveLength(5));
    const [first] = articles();
    act(() => first?.focus());
    const feed = screen.getByRole('feed');
    fireEvent.keyDown(first as HTMLElement, { key: 'PageDown', isComposing: true });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first as HTMLElement, { key: 'PageDown', keyCode: 229 });
    expect(first).toHaveFocus();
    fireEvent.compositionStart(feed);
    fireEvent.keyDown(first as HTMLElement, { key: 'PageDown', keyCode: 34 });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first as HTMLElement, { key: 'Home', ctrlKey: true, isComposing: true });
    expect(first).toHaveFocus();
    fireEvent.compositionEnd(feed);
    fireEvent.keyDown(first as HTMLElement, { key: 'PageDown', keyCode: 34 });
    expect(articles()[1]).toHaveFocus();
  });

  it('shows the refresh button without loadPage only when onRefresh is given', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { unmount } = renderWithMaru(<Portlet title="근태">본문</Portlet>);
    expect(screen.queryByRole('button', { name: '새로고침' })).not.toBeInTheDocument();
    unmount();
    renderWithMaru(
      <Portlet title="근태" onRefresh={onRefresh} refreshLabel="근태 새로고침">
        본문
      </Portlet>,
    );
    await user.click(screen.getByRole('button', { name: '근태 새로고침' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('the refresh label follows the locale', async () => {
    renderWithMaru(
      <Portlet title="Notices" loadPage={pendingLoader} renderItem={(row) => row.title} />,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
