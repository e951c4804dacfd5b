import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'ui/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    onNavigate: fn(),
    items: [
      { label: '홈', href: '/' },
      { label: '게시판', href: '/board' },
      { label: '공지사항', href: '/board/notice' },
      { label: '2025년 하반기 근무 제도 안내' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** APG breadcrumb: Tab walks the links, Enter follows one; the current page is not a link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '현재 위치' })).toBeVisible();
    await expect(canvas.getByText('2025년 하반기 근무 제도 안내')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const notice = canvas.getByRole('link', { name: '공지사항' });
    await expect(notice).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/board/notice');
    notice.blur();
  },
};

/** A step without a safe URL (here `javascript:`) is shown as text. */
export const UnsafeStep: Story = {
  args: {
    items: [
      { label: '홈', href: '/' },
      { label: '외부 메뉴', href: 'javascript:alert(1)' },
      { label: '현재 페이지' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('외부 메뉴')).toHaveAttribute('data-unresolved');
  },
};

/** Long labels wrap between steps, never inside the separator. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Human resources', href: '/hr' },
      { label: 'Work schedules and flexible hours', href: '/hr/schedules' },
      { label: 'Flexible hours from next month: what changes for your team' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }),
    ).toBeVisible();
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    items: [
      { label: 'ホーム', href: '/' },
      { label: '掲示板', href: '/board' },
      { label: 'お知らせ' },
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    items: [{ label: '首页', href: '/' }, { label: '公告栏', href: '/board' }, { label: '通知' }],
  },
};
