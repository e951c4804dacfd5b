import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';
import { noticeTabs, tabsWithDisabled } from './tabsFixtures';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': '게시판', items: noticeTabs, onSelectionChange: fn() },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (root: HTMLElement, name: string) => within(root).getByRole('tab', { name });

/**
 * Tabs into the list once react-aria has settled the initial selection (it is picked in an
 * effect after the first render; pressing keys before that races with it).
 */
async function tabIn(root: HTMLElement) {
  await waitFor(() =>
    expect(within(root).getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0'),
  );
  // Two frames: react-aria finishes its post-mount focus bookkeeping on animation frames.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await userEvent.tab();
  await waitFor(() => expect(within(root).getByRole('tab', { selected: true })).toHaveFocus());
}

/** Automatic activation: ←/→ move and select, wrapping at both ends; Home and End jump. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await tabIn(canvasElement);
    await expect(tab(canvasElement, '공지사항')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(canvasElement, '경조사')).toHaveFocus();
    await expect(tab(canvasElement, '경조사')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, '공지사항')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab(canvasElement, '경조사')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, '사내 소식')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('news');
    await expect(within(canvasElement).getByRole('tabpanel', { name: '사내 소식' })).toBeVisible();
    // Tab moves on into the panel.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Manual activation: arrows only move focus; Enter (or Space) selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    await tabIn(canvasElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, '사내 소식')).toHaveFocus();
    await expect(tab(canvasElement, '공지사항')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab(canvasElement, '사내 소식')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, '경조사')).toHaveFocus();
    await expect(tab(canvasElement, '사내 소식')).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrows in both directions. */
export const DisabledTab: Story = {
  args: { items: tabsWithDisabled },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, '사내 소식')).toHaveAttribute('aria-disabled', 'true');
    await tabIn(canvasElement);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab(canvasElement, '경조사')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab(canvasElement, '공지사항')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab(canvasElement, '경조사')).toHaveFocus());
    await expect(tab(canvasElement, '경조사')).toHaveAttribute('aria-selected', 'true');
    tab(canvasElement, '경조사').blur();
  },
};

const boards = [
  '공지사항',
  '사내 소식',
  '경조사',
  '자유게시판',
  '동호회',
  '인사 발령',
  '복리후생',
  '교육 안내',
  '보안 수칙',
  'IT 지원',
  '식단표',
  '분실물',
];

const manyTabs: TabItem[] = boards.map((label, index) => ({
  key: `board-${index}`,
  label,
  content: `${label} 게시판의 최근 글`,
}));

/** More tabs than fit: the list scrolls sideways; End reaches the last one. */
export const ManyTabs: Story = {
  args: { items: manyTabs },
  play: async ({ canvasElement }) => {
    await tabIn(canvasElement);
    await userEvent.keyboard('{End}');
    const last = tab(canvasElement, '분실물');
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, '공지사항')).toHaveFocus();
    await waitFor(() => expect(within(canvasElement).getByRole('tablist').scrollLeft).toBe(0));
    tab(canvasElement, '공지사항').blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    'aria-label': 'Boards',
    items: [
      { key: 'notice', label: 'Announcements', content: 'Three announcements this week' },
      { key: 'news', label: 'Company news', content: 'Five new stories' },
      { key: 'event', label: 'Congratulations and condolences', content: 'Two this month' },
    ],
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    'aria-label': '掲示板',
    items: [
      { key: 'notice', label: 'お知らせ', content: '今週のお知らせ 3 件' },
      { key: 'news', label: '社内ニュース', content: '新着 5 件' },
      { key: 'event', label: '慶弔', content: '今月の慶弔 2 件' },
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    'aria-label': '公告板',
    items: [
      { key: 'notice', label: '公告', content: '本周公告 3 条' },
      { key: 'news', label: '公司新闻', content: '新消息 5 条' },
      { key: 'event', label: '红白喜事', content: '本月 2 条' },
    ],
  },
};
