import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { DropdownMenu } from './DropdownMenu';
import type { MenuEntry } from './menuItems';

/** The header's user menu: the shape DropdownMenu exists for (a trigger that is not a label). */
const userMenuItems: MenuEntry[] = [
  {
    key: 'mine',
    title: '내 정보',
    items: [
      { key: 'profile', label: '프로필', href: '/profile' },
      { key: 'settings', label: '환경 설정', href: '/settings' },
    ],
  },
  { key: 'logout', label: '로그아웃' },
];

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: {
    items: userMenuItems,
    onAction: fn(),
    onNavigate: fn(),
    renderTrigger: ({ triggerProps, ref, open }) => (
      <Button
        {...triggerProps}
        ref={ref}
        variant="ghost"
        data-open={open || undefined}
        icon={<Avatar name="김민지" size="sm" decorative />}
      >
        김민지
      </Button>
    ),
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (name: string) =>
  waitFor(() => expect(screen.getByRole('menuitem', { name })).toHaveFocus());

/**
 * A custom trigger (avatar and name) gets the whole APG menu button pattern from
 * `renderTrigger`: ↓ opens on the first item, ↑ on the last, Home/End, Esc returns focus,
 * Enter on an internal link navigates through `onNavigate`.
 */
export const CustomTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '김민지' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await focused('프로필');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('group', { name: '내 정보' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    await focused('로그아웃');
    await userEvent.keyboard('{Home}');
    await focused('프로필');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.keyboard('{ArrowUp}');
    await focused('로그아웃');
    await userEvent.keyboard('{ArrowUp}');
    await focused('환경 설정');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings', undefined);
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Open again for the screenshot, on the first item.
    await userEvent.keyboard('{ArrowDown}');
    await focused('프로필');
  },
};
