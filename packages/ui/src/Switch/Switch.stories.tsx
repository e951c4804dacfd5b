import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: '근무 시간 외 알림 끄기', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '근무 시간 외 알림 끄기' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    const box = toggle.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    toggle.blur();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch>꺼짐</Switch>
      <Switch defaultChecked>켜짐</Switch>
      <Switch disabled>사용할 수 없음</Switch>
      <Switch disabled defaultChecked>
        사용할 수 없음 (켜짐)
      </Switch>
      <Switch readOnly defaultChecked>
        읽기 전용
      </Switch>
      <Switch description="다음 로그인부터 적용됩니다.">자동 로그인</Switch>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab order skips the disabled switches.
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: '꺼짐' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: '켜짐' })).toHaveFocus();
    await userEvent.tab();
    const readOnly = canvas.getByRole('switch', { name: '읽기 전용' });
    await expect(readOnly).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(readOnly).toBeChecked();
    readOnly.blur();
    await expect(canvas.getByRole('switch', { name: '자동 로그인' })).toHaveAccessibleDescription(
      '다음 로그인부터 적용됩니다.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: 'Mute notifications outside working hours',
    defaultChecked: true,
    description: 'Applies to mail, messenger and app notifications.',
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { children: '勤務時間外の通知をオフにする', description: '次回ログインから適用されます。' },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { children: '非工作时间关闭通知', defaultChecked: true },
};
