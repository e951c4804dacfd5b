import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { RefreshIcon } from '../icons';

const meta = {
  title: 'ui/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '출근하기', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: '취소' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '더 보기' } };
export const Danger: Story = { args: { variant: 'danger', children: '삭제' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        작게
      </Button>
      <Button {...args} size="md">
        보통
      </Button>
      <Button {...args} size="lg">
        크게
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The md size must be at least 36px high and none below the 24px target size.
    const heights = ['작게', '보통', '크게'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeGreaterThanOrEqual(24);
    await expect(heights[1]).toBeGreaterThanOrEqual(36);
    await expect(heights[2]).toBeGreaterThan(heights[1] ?? 0);
  },
};

export const Loading: Story = {
  args: { loading: true, children: '저장' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '저장' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: '퇴근하기' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '퇴근하기' })).toBeDisabled();
  },
};

export const WithIcon: Story = { args: { icon: <RefreshIcon />, children: '새로고침' } };

export const IconOnly: Story = {
  args: { icon: <RefreshIcon />, children: undefined, 'aria-label': '새로고침', variant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '새로고침' })).toBeVisible();
  },
};

/** APG button pattern: reachable with Tab, activated by Enter and by Space. */
export const KeyboardActivation: Story = {
  args: { children: '출근하기' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '출근하기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // Leave the focus ring off the screenshot.
    button.blur();
  },
};

/** Longer labels in English and Japanese must not wrap or clip. */
export const VariantsEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Clock in
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="ghost">
        View more
      </Button>
      <Button {...args} variant="danger">
        Delete permanently
      </Button>
    </div>
  ),
};

export const VariantsJapanese: Story = {
  globals: { locale: 'ja' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        出勤する
      </Button>
      <Button {...args} variant="secondary">
        キャンセル
      </Button>
      <Button {...args} variant="danger">
        削除
      </Button>
    </div>
  ),
};

export const VariantsChinese: Story = {
  globals: { locale: 'zh' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        上班打卡
      </Button>
      <Button {...args} variant="secondary">
        取消
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
    </div>
  ),
};
