import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'ui/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/news/12', children: '공지사항 보기', onNavigate: fn() },
  render: (args) => (
    <p style={{ margin: 0 }}>
      {'이번 달 근무 일정은 '}
      <Link {...args} />
      {'에서 확인하세요.'}
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal path: same tab, client-side navigation through `onNavigate`. */
export const Internal: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: '공지사항 보기' });
    await expect(link).toHaveAttribute('href', '/news/12');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/news/12');
    link.blur();
  },
};

/** Another origin: new tab, `noopener noreferrer`, an icon and a hint for screen readers. */
export const External: Story = {
  args: { href: 'https://www.example.com/help', children: '외부 도움말' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '외부 도움말 (새 탭에서 열림)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    link.blur();
  },
};

/** A `javascript:` URL from data never becomes a link: the text stays, without an anchor. */
export const RejectedDangerousUrl: Story = {
  args: { href: 'javascript:alert(document.cookie)', children: '수상한 링크' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('수상한 링크')).toHaveAttribute('data-unresolved');
    await expect(canvasElement.querySelector('[href]')).toBeNull();
  },
};

/** The subtle tone for breadcrumbs and footers. */
export const Subtle: Story = { args: { tone: 'subtle' } };

/** Several links: Tab walks them in order; Enter follows the focused one. */
export const KeyboardTabOrder: Story = {
  render: (args) => (
    <nav aria-label="바로가기" style={{ display: 'flex', gap: 16 }}>
      <Link {...args} href="/home">
        홈
      </Link>
      <Link {...args} href="/news">
        뉴스
      </Link>
      <Link {...args} href="/board">
        게시판
      </Link>
    </nav>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '뉴스' })).toHaveFocus();
    await userEvent.tab();
    const board = canvas.getByRole('link', { name: '게시판' });
    await expect(board).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/board');
    board.blur();
  },
};

export const ExternalEnglish: Story = {
  globals: { locale: 'en' },
  args: { href: 'https://www.example.com/help', children: 'Help centre' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      {'See the '}
      <Link {...args} />
      {' for details.'}
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Help centre (opens in a new tab)' }),
    ).toBeVisible();
  },
};
