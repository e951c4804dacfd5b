import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Portlet } from './Portlet';
import { RefreshIcon } from '../Button/storyIcons';

const meta = {
  title: 'ui/Portlet',
  component: Portlet,
  tags: ['autodocs'],
  args: {
    title: '근태 관리',
    onRetry: fn(),
    actions: <Button variant="ghost" size="sm" icon={<RefreshIcon />} aria-label="새로고침" />,
    children: <p style={{ margin: 0 }}>오늘 09:02 출근 · 근무 중</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Portlet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중…');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: '다시 시도' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Leave the focus ring off the screenshot.
    retry.blur();
  },
};

export const Empty: Story = { args: { status: 'empty' } };

export const EmptyEnglish: Story = {
  globals: { locale: 'en' },
  args: { title: 'Attendance', status: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data')).toBeVisible();
  },
};

export const ErrorJapanese: Story = {
  globals: { locale: 'ja' },
  args: { title: '勤怠管理', status: 'error' },
};

export const LoadingChinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '考勤管理', status: 'loading' },
};
