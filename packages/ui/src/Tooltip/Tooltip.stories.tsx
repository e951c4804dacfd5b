import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RefreshIcon } from '../icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: '근무 기록을 새로 고칩니다',
    // No hover delay in stories: pictures must not depend on timing.
    delay: 0,
    children: <Button icon={<RefreshIcon />} aria-label="새로고침" variant="secondary" />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tooltips portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = { args: { isOpen: true } };

export const Bottom: Story = { args: { isOpen: true, placement: 'bottom' } };

export const LongText: Story = {
  args: {
    isOpen: true,
    content:
      '출근 기록은 회사가 정한 근무지 반경 안에서만 남길 수 있습니다. 위치 권한을 확인하세요.',
  },
};

/** APG tooltip: keyboard focus shows it at once and describes the button; Esc hides it. */
export const KeyboardInteraction: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const trigger = screen.getByRole('button', { name: '새로고침' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription('근무 기록을 새로 고칩니다');
    await expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

/** At the top edge a tooltip placed on top flips below its trigger. */
export const FlipsAtTheEdge: Story = {
  args: { isOpen: true, placement: 'top' },
  decorators: [
    (Story) => (
      <div style={{ position: 'fixed', top: 4, right: 4 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'bottom'));
    await expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { isOpen: true, content: '勤務記録を再読み込みします', children: <Button>更新</Button> },
};
