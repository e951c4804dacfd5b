import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RefreshIcon } from '../icons';
import { Portlet } from './Portlet';
import type { PortletCardProps, PortletListProps } from './Portlet';
import { failingLoader, fixtureLoader, noticeRows, pendingLoader } from './portletFixtures';
import type { NoticeRow } from './portletFixtures';

const meta = {
  title: 'ui/Portlet',
  component: Portlet,
  args: { title: '근태 관리' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Portlet>;

export default meta;
/**
 * Stories are typed by the kind of portlet they show rather than by `meta`: a card and a list
 * portlet take different props (a discriminated union: `renderItem` comes with `loadPage`).
 */
type CardStory = StoryObj<PortletCardProps>;
type ListStory = StoryObj<PortletListProps<unknown>>;

/** A card that is not a list: its own body, and the states it sets through `status`. */
const cardArgs = {
  onRetry: fn(),
  actions: <Button variant="ghost" size="sm" icon={<RefreshIcon />} aria-label="새로고침" />,
  children: <p style={{ margin: 0 }}>오늘 09:02 출근 · 근무 중</p>,
};

export const Ready: CardStory = { args: cardArgs };

export const Loading: CardStory = {
  args: { ...cardArgs, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const ErrorState: CardStory = {
  name: 'Error',
  args: { ...cardArgs, status: 'error' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: '다시 시도' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Leave the focus ring off the screenshot.
    retry.blur();
  },
};

export const Empty: CardStory = { args: { ...cardArgs, status: 'empty' } };

export const EmptyEnglish: CardStory = {
  globals: { locale: 'en' },
  args: { ...cardArgs, title: 'Attendance', status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeVisible();
  },
};

export const ErrorJapanese: CardStory = {
  globals: { locale: 'ja' },
  args: { ...cardArgs, title: '勤怠管理', status: 'error' },
};

export const LoadingChinese: CardStory = {
  globals: { locale: 'zh' },
  args: { ...cardArgs, title: '考勤管理', status: 'loading' },
};

// ---------------------------------------------------------------------------------------------
// List portlets: `loadPage` makes the body an APG feed of pages.

function NoticeItem({ row }: { row: NoticeRow }) {
  return (
    <>
      <div style={{ fontWeight: 600 }}>{row.title}</div>
      <div style={{ fontSize: 13 }}>
        {row.author} · {row.date}
      </div>
    </>
  );
}

const listArgs = {
  title: '공지사항',
  loadPage: fixtureLoader(noticeRows),
  renderItem: (item: unknown) => <NoticeItem row={item as NoticeRow} />,
  getItemKey: (item: unknown) => (item as NoticeRow).id,
  getItemLabel: (item: unknown) => (item as NoticeRow).title,
  onRefresh: fn(),
};

const noticeTabs = [
  { key: 'notice', label: '공지' },
  { key: 'event', label: '경조사' },
];

const feed = (root: HTMLElement) => within(root).getByRole('feed');
const articles = (root: HTMLElement) => within(feed(root)).getAllByRole('article');
/** The scrolling body around the feed. */
const body = (root: HTMLElement) => feed(root).parentElement as HTMLElement;

async function loaded(root: HTMLElement, count: number) {
  await waitFor(() => expect(articles(root)).toHaveLength(count));
}

function blurActive() {
  (document.activeElement as HTMLElement | null)?.blur();
}

/**
 * Page 1 of five rows in a 280 px card; Page Down and Page Up move between articles, Ctrl+Home
 * leaves the feed (APG feed); one article is in the tab order at a time.
 */
export const List: ListStory = {
  args: listArgs,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    const rows = articles(canvasElement);
    await expect(feed(canvasElement)).toHaveAccessibleName('공지사항');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '15');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '새로고침' })).toHaveFocus();
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(within(canvasElement).getByRole('button', { name: '새로고침' })).toHaveFocus();
    blurActive();
    body(canvasElement).scrollTop = 0;
  },
};

/** Tabs 50 px under the header; choosing a tab reloads page 1 of that tab. */
export const WithTabs: ListStory = {
  args: { ...listArgs, tabs: noticeTabs, onTabChange: fn() },
  play: async ({ canvasElement, args }) => {
    await loaded(canvasElement, 5);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '경조사' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('event');
    await loaded(canvasElement, 3);
    await expect(articles(canvasElement)[0]).toHaveAccessibleName('인사팀 김민지 님 결혼');
    blurActive();
  },
};

/** Scrolling to the end appends page 2 (page-number mode: 5 of 15 loaded). */
export const AppendsNextPage: ListStory = {
  args: listArgs,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    const scroller = body(canvasElement);
    scroller.scrollTop = scroller.scrollHeight;
    await loaded(canvasElement, 10);
    await expect(articles(canvasElement)[9]).toHaveAttribute('aria-posinset', '10');
    await expect(feed(canvasElement)).toHaveAttribute('aria-busy', 'false');
  },
};

/** Token mode: the set size is unknown (-1) until the returned token repeats. */
export const TokenPaging: ListStory = {
  args: { ...listArgs, title: '받은 메일', loadPage: fixtureLoader(noticeRows, 'token') },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    await expect(articles(canvasElement)[0]).toHaveAttribute('aria-setsize', '-1');
    for (const count of [10, 15]) {
      const scroller = body(canvasElement);
      scroller.scrollTop = scroller.scrollHeight;
      await loaded(canvasElement, count);
    }
    await waitFor(() => expect(articles(canvasElement)[0]).toHaveAttribute('aria-setsize', '15'));
    body(canvasElement).scrollTop = 0;
  },
};

/** Reaching the last article by keyboard is reaching the end: page 2 is appended. */
export const KeyboardReachesEnd: ListStory = {
  args: listArgs,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    articles(canvasElement)[0]?.focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}');
    await expect(articles(canvasElement)[4]).toHaveFocus();
    await loaded(canvasElement, 10);
    await userEvent.keyboard('{PageDown}');
    await expect(articles(canvasElement)[5]).toHaveFocus();
    blurActive();
    // Focus scrolls the body by however far the browser got; the screenshot shows the top.
    body(canvasElement).scrollTop = 0;
  },
};

/** IME: while a composition is open Page Down does not move; after it ends it does. */
export const ImeComposition: ListStory = {
  args: listArgs,
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    const [first] = articles(canvasElement);
    if (!first) throw new Error('no article');
    first.focus();
    first.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: 'ㄱ' }));
    first.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'PageDown',
        code: 'PageDown',
        isComposing: true,
        bubbles: true,
        cancelable: true,
      }),
    );
    await expect(first).toHaveFocus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    await expect(first).toHaveFocus();
    first.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '가' }));
    await userEvent.keyboard('{PageDown}');
    await expect(articles(canvasElement)[1]).toHaveFocus();
    blurActive();
  },
};

/** The first page is on its way: a skeleton of `maxRows` rows, the feed busy. */
export const ListLoading: ListStory = {
  args: { ...listArgs, loadPage: pendingLoader },
  play: async ({ canvasElement }) => {
    await expect(feed(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const ListEmpty: ListStory = {
  args: { ...listArgs, loadPage: fixtureLoader([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('데이터가 없습니다.')).toBeVisible();
  },
};

/** A failed fetch never breaks the card: the empty state with a quiet retry. */
export const ListFetchFailed: ListStory = {
  args: { ...listArgs, loadPage: failingLoader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: '다시 시도' });
    await expect(canvas.getByText('데이터가 없습니다.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeVisible();
    blurActive();
  },
};

export const ListEnglish: ListStory = {
  globals: { locale: 'en' },
  args: {
    ...listArgs,
    title: 'Notices',
    tabs: [
      { key: 'notice', label: 'Announcements' },
      { key: 'event', label: 'Family events' },
    ],
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 5);
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const ListLoadingJapanese: ListStory = {
  globals: { locale: 'ja' },
  args: {
    ...listArgs,
    title: 'お知らせ',
    tabs: [
      { key: 'notice', label: '告知' },
      { key: 'event', label: '慶弔' },
    ],
    loadPage: pendingLoader,
  },
};
