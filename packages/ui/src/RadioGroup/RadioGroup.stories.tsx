import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="office">사무실 근무</Radio>
    <Radio value="remote" description="회사 VPN에 접속해야 합니다.">
      재택 근무
    </Radio>
    <Radio value="trip" disabled>
      출장 (승인 필요)
    </Radio>
    <Radio value="field">외근</Radio>
  </>
);

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: '근무 형태', children: options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'office' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = (name: string) => canvas.getByRole('radio', { name });
    // APG radio group: Tab enters at the checked radio.
    await userEvent.tab();
    await expect(radio('사무실 근무')).toHaveFocus();
    // Arrows move and check; the disabled option is skipped; the ends wrap.
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('재택 근무')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('remote');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('외근')).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio('사무실 근무')).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(radio('외근')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('사무실 근무')).toBeChecked();
    // Tab leaves the group in one step.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    // With nothing checked, Tab enters at the first radio.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: '사무실 근무' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('radio', { name: '사무실 근무' })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    defaultValue: 'field',
    children: (
      <>
        <Radio value="office">사무실</Radio>
        <Radio value="remote">재택</Radio>
        <Radio value="field">외근</Radio>
      </>
    ),
  },
};

export const RequiredInvalid: Story = {
  args: { required: true, errorMessage: '근무 형태를 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '근무 형태 필수' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('근무 형태를 선택해 주세요.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'remote' } };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'remote', description: '관리자만 바꿀 수 있습니다.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '외근' }));
    await expect(canvas.getByRole('radio', { name: '재택 근무' })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Work arrangement',
    required: true,
    defaultValue: 'remote',
    children: (
      <>
        <Radio value="office">Office</Radio>
        <Radio value="remote" description="You must connect through the company VPN.">
          Remote work
        </Radio>
        <Radio value="field">Field work</Radio>
      </>
    ),
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '勤務形態',
    required: true,
    errorMessage: '勤務形態を選択してください。',
    children: (
      <>
        <Radio value="office">オフィス勤務</Radio>
        <Radio value="remote">在宅勤務</Radio>
        <Radio value="field">外勤</Radio>
      </>
    ),
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '工作方式',
    orientation: 'horizontal',
    defaultValue: 'office',
    children: (
      <>
        <Radio value="office">办公室</Radio>
        <Radio value="remote">远程办公</Radio>
        <Radio value="field">外勤</Radio>
      </>
    ),
  },
};
