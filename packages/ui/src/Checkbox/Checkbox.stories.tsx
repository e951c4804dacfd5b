import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: '이메일로 알림 받기', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '이메일로 알림 받기' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    // The whole row is the pointer target: never under 24×24.
    const row = box.getBoundingClientRect();
    await expect(row.height).toBeGreaterThanOrEqual(24);
    await expect(row.width).toBeGreaterThanOrEqual(24);
    box.blur();
  },
};

export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>선택 안 함</Checkbox>
      <Checkbox defaultChecked>선택함</Checkbox>
      <Checkbox indeterminate>전체 선택 (일부 선택됨)</Checkbox>
      <Checkbox disabled>사용할 수 없음</Checkbox>
      <Checkbox disabled defaultChecked>
        사용할 수 없음 (선택됨)
      </Checkbox>
      <Checkbox readOnly defaultChecked>
        읽기 전용
      </Checkbox>
      <Checkbox description="언제든 설정에서 바꿀 수 있습니다.">설명이 있는 항목</Checkbox>
      <Checkbox required errorMessage="개인정보 수집에 동의해 주세요.">
        개인정보 수집·이용 동의
      </Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mixed = canvas.getByRole<HTMLInputElement>('checkbox', { name: /전체 선택/ });
    await expect(mixed.indeterminate).toBe(true);
    const consent = canvas.getByRole('checkbox', { name: '개인정보 수집·이용 동의 필수' });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription('개인정보 수집에 동의해 주세요.');
    // Read-only keeps its state on Space.
    const readOnly = canvas.getByRole('checkbox', { name: '읽기 전용' });
    readOnly.focus();
    await userEvent.keyboard(' ');
    await expect(readOnly).toBeChecked();
    readOnly.blur();
  },
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="알림 채널"
      description="하나 이상 고르세요."
      defaultValue={['mail']}
      onChange={fn()}
    >
      <Checkbox value="mail">메일</Checkbox>
      <Checkbox value="sms">문자 메시지</Checkbox>
      <Checkbox value="push" disabled>
        앱 푸시 (준비 중)
      </Checkbox>
      <Checkbox value="messenger" onChange={args.onChange}>
        메신저
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '알림 채널' })).toBeVisible();
    // Tab visits each enabled option in order; Space toggles the focused one.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '메일' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '문자 메시지' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '문자 메시지' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '메신저' })).toHaveFocus();
    canvas.getByRole('checkbox', { name: '메신저' }).blur();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="알림 채널"
      required
      orientation="horizontal"
      errorMessage="알림 채널을 하나 이상 선택해 주세요."
    >
      <Checkbox value="mail">메일</Checkbox>
      <Checkbox value="sms">문자 메시지</Checkbox>
      <Checkbox value="messenger">메신저</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '알림 채널 필수' });
    await expect(group).toHaveAccessibleDescription('알림 채널을 하나 이상 선택해 주세요.');
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup label="알림 채널" disabled defaultValue={['sms']}>
      <Checkbox value="mail">메일</Checkbox>
      <Checkbox value="sms">문자 메시지</Checkbox>
    </CheckboxGroup>
  ),
};

export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <CheckboxGroup
      label="Notification channels"
      required
      errorMessage="Choose at least one channel."
      defaultValue={['mail']}
    >
      <Checkbox value="mail">Email</Checkbox>
      <Checkbox value="sms">Text message</Checkbox>
      <Checkbox value="messenger" description="Sent to your team messenger account.">
        Messenger
      </Checkbox>
    </CheckboxGroup>
  ),
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox required errorMessage="個人情報の収集に同意してください。">
        個人情報の収集・利用に同意する
      </Checkbox>
      <Checkbox indeterminate>すべて選択</Checkbox>
    </div>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <CheckboxGroup label="通知渠道" orientation="horizontal" defaultValue={['mail']}>
      <Checkbox value="mail">邮件</Checkbox>
      <Checkbox value="sms">短信</Checkbox>
      <Checkbox value="messenger">即时通讯</Checkbox>
    </CheckboxGroup>
  ),
};
