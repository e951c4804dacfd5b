import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton } from './MenuButton';
import { actionItems, nestedItems, sectionItems } from './menuFixtures';
import type { MenuEntry } from './menuItems';

const meta = {
  title: 'ui/MenuButton',
  component: MenuButton,
  tags: ['autodocs'],
  args: { label: '작업', items: actionItems, onAction: fn(), onNavigate: fn() },
  argTypes: {
    placement: {
      control: 'inline-radio',
      options: ['bottom start', 'bottom end', 'top start', 'top end'],
    },
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (name: string) =>
  waitFor(() => expect(screen.getByRole('menuitem', { name })).toHaveFocus());

/** Tabs to the trigger and opens the tree down to its third level with the keyboard. */
async function openThreeLevels(canvasElement: HTMLElement, trigger: string, path: string[]) {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  // Each named item is the second of its level: one ↓ from the first, then → opens it.
  for (const name of path) {
    await userEvent.keyboard('{ArrowDown}');
    await focused(name);
    await userEvent.keyboard('{ArrowRight}');
  }
  await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(3));
}

/** Closed: APG menu button walk — Enter, Space, ↓ open on the first item, ↑ on the last. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '작업' });
    await userEvent.tab();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      await focused('수정');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
    }
    await userEvent.keyboard('{ArrowUp}');
    await focused('삭제');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(screen.queryByRole('menu')).toBeNull();
    // Leave the focus ring off the screenshot.
    button.blur();
  },
};

/** Open: arrows wrap, disabled items are skipped, Home/End, type-ahead, Enter activates. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '작업' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await focused('수정');
    await userEvent.keyboard('{ArrowUp}');
    await focused('삭제');
    await userEvent.keyboard('{ArrowDown}');
    await focused('수정');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // 이동 is disabled: skipped.
    await focused('삭제');
    await userEvent.keyboard('{Home}');
    await focused('수정');
    await userEvent.keyboard('{End}');
    await focused('삭제');
    await userEvent.keyboard('복');
    await focused('복사');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(button).toHaveFocus());
    // Reopen for the screenshot, on the last item.
    await userEvent.keyboard('{ArrowUp}');
    await focused('삭제');
  },
};

/**
 * APG menu button: Tab in an open menu closes it, submenus too, and focus moves on from the
 * button to the next element of the page; Shift+Tab to the element before the button.
 */
export const TabLeavesTheMenu: Story = {
  args: { items: nestedItems },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button">이전</button>
      <MenuButton {...args} />
      <button type="button">다음</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '작업' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await focused('업무');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.tab();
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: '다음' })).toHaveFocus();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await focused('홈');
    await userEvent.tab({ shift: true });
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: '이전' })).toHaveFocus();
    // react-aria restores focus a frame later only when it was lost: it stays.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getByRole('button', { name: '이전' })).toHaveFocus();
    canvas.getByRole('button', { name: '이전' }).blur();
  },
};

export const DisabledItems: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const disabled = screen.getByRole('menuitem', { name: '이동' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(disabled).toHaveAttribute('data-disabled');
  },
};

/** Sections with headings and a separator; links resolved (the `javascript:` one is not a link). */
export const WithSections: Story = {
  args: { label: '내 메뉴', items: sectionItems },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await focused('프로필');
    await expect(screen.getByRole('group', { name: '도움말' })).toBeVisible();
    await expect(screen.getByRole('separator')).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: '프로필' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(screen.getByRole('menuitem', { name: '스크립트 링크' })).not.toHaveAttribute(
      'href',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings', undefined);
    const button = within(canvasElement).getByRole('button', { name: '내 메뉴' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await focused('로그아웃');
  },
};

/** Three levels (the mega-menu's shape): → opens on the first item, ← and Esc go back. */
export const ThreeLevelSubmenus: Story = {
  args: { label: '전체 메뉴', items: nestedItems },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '전체 메뉴' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await focused('업무');
    await userEvent.keyboard('{ArrowRight}');
    await focused('전자결재');
    await userEvent.keyboard('{ArrowLeft}');
    await focused('업무');
    await expect(screen.getAllByRole('menu')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await focused('전자결재');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await focused('내 근태');
    await userEvent.keyboard('{Escape}');
    await focused('근태');
    await userEvent.keyboard('{ArrowRight}');
    await focused('내 근태');
    await expect(screen.getAllByRole('menu')).toHaveLength(3);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const IconOnly: Story = {
  args: { label: undefined, variant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '더 보기' })).toBeVisible();
  },
};

export const DisabledButton: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '작업' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** At the bottom-right corner the menu flips above its button and shifts inside the page. */
export const AtViewportEdge: Story = {
  args: { label: '작업', items: actionItems, placement: 'bottom start' },
  decorators: [
    (Story) => (
      <div
        style={{
          height: 'calc(100vh - 2rem)',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await focused('수정');
    const menu = screen.getByRole('menu');
    const rect = menu.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(menu.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  },
};

const nestedEnglish: MenuEntry[] = [
  { key: 'home', label: 'Home', href: '/' },
  {
    key: 'work',
    label: 'Work',
    children: [
      { key: 'approval', label: 'Electronic approvals', href: '/approval' },
      {
        key: 'attendance',
        label: 'Time and attendance',
        children: [
          { key: 'attendance-mine', label: 'My attendance records', href: '/attendance' },
          { key: 'attendance-team', label: 'Team attendance', href: '/attendance/team' },
          { key: 'attendance-closed', label: 'Monthly closing status', disabled: true },
        ],
      },
      { key: 'board', label: 'Bulletin boards', href: '/board' },
    ],
  },
  { key: 'help', label: 'Help centre', href: 'https://help.example.com' },
];

const nestedJapanese: MenuEntry[] = [
  { key: 'home', label: 'ホーム', href: '/' },
  {
    key: 'work',
    label: '業務',
    children: [
      { key: 'approval', label: '電子決裁', href: '/approval' },
      {
        key: 'attendance',
        label: '勤怠管理',
        children: [
          { key: 'attendance-mine', label: '自分の勤怠', href: '/attendance' },
          { key: 'attendance-team', label: 'チームの勤怠', href: '/attendance/team' },
          { key: 'attendance-closed', label: '月次締め状況', disabled: true },
        ],
      },
      { key: 'board', label: '掲示板', href: '/board' },
    ],
  },
  { key: 'help', label: 'ヘルプセンター', href: 'https://help.example.com' },
];

const nestedChinese: MenuEntry[] = [
  { key: 'home', label: '首页', href: '/' },
  {
    key: 'work',
    label: '工作',
    children: [
      { key: 'approval', label: '电子审批', href: '/approval' },
      {
        key: 'attendance',
        label: '考勤管理',
        children: [
          { key: 'attendance-mine', label: '我的考勤', href: '/attendance' },
          { key: 'attendance-team', label: '团队考勤', href: '/attendance/team' },
          { key: 'attendance-closed', label: '月度结算状态', disabled: true },
        ],
      },
      { key: 'board', label: '公告栏', href: '/board' },
    ],
  },
  { key: 'help', label: '帮助中心', href: 'https://help.example.com' },
];

export const SubmenusEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'All menus', items: nestedEnglish },
  play: async ({ canvasElement }) => {
    await openThreeLevels(canvasElement, 'All menus', ['Work', 'Time and attendance']);
    await focused('My attendance records');
  },
};

export const SubmenusJapanese: Story = {
  globals: { locale: 'ja' },
  args: { label: 'すべてのメニュー', items: nestedJapanese },
  play: async ({ canvasElement }) => {
    await openThreeLevels(canvasElement, 'すべてのメニュー', ['業務', '勤怠管理']);
    await focused('自分の勤怠');
  },
};

export const SubmenusChinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '全部菜单', items: nestedChinese },
  play: async ({ canvasElement }) => {
    await openThreeLevels(canvasElement, '全部菜单', ['工作', '考勤管理']);
    await focused('我的考勤');
  },
};

/** The external link's "opens in a new tab" hint and the icon-only name follow the locale. */
export const IconOnlyEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: undefined, items: nestedEnglish, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'More actions' }),
    ).toBeInTheDocument();
    await expect(
      screen.getByRole('menuitem', { name: 'Help centre (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
