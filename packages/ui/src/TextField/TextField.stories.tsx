import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: '이름', placeholder: '홍길동', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이름' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('김민아');
    await expect(args.onChange).toHaveBeenLastCalledWith('김민아');
    await userEvent.clear(input);
    input.blur();
  },
};

export const Filled: Story = { args: { defaultValue: '김민아' } };

export const WithDescription: Story = {
  args: { label: '이메일', description: '회사 메일 주소를 입력하세요.', type: 'email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '이메일' });
    await expect(input).toHaveAccessibleDescription('회사 메일 주소를 입력하세요.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The star is hidden; the spoken name ends in the catalogue word.
    const input = within(canvasElement).getByRole('textbox', { name: '이름 필수' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, defaultValue: '', errorMessage: '이름을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('이름을 입력해 주세요.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'A-1024', label: '사번' } };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '인사팀', label: '부서' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '부서' });
    await userEvent.type(input, '추가');
    await expect(input).toHaveValue('인사팀');
    input.blur();
  },
};

export const CounterCharactersNearLimit: Story = {
  args: { label: '제목', maxLength: 20, defaultValue: '주간 업무 보고 및 다음 주 계획' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('18/20자').parentElement).toHaveAttribute(
      'data-state',
      'near',
    );
  },
};

export const CounterBytesAtLimit: Story = {
  args: {
    label: '태그',
    maxBytes: 20,
    defaultValue: '인사총무팀 공지ab',
    description: '한글은 2바이트로 셉니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '태그' });
    await expect(canvas.getByText('17/20바이트')).toBeVisible();
    // With one byte left a Hangul syllable (2 bytes) is refused, an ASCII letter is not.
    await userEvent.type(input, '가나');
    await expect(input).toHaveValue('인사총무팀 공지ab가');
    await expect(canvas.getByText('19/20바이트')).toBeVisible();
    await userEvent.type(input, 'cd');
    await expect(input).toHaveValue('인사총무팀 공지ab가c');
    await expect(canvas.getByText('20/20바이트').parentElement).toHaveAttribute('data-state', 'at');
    input.blur();
  },
};

export const TabOrder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="성" />
      <TextField label="이름" />
      <TextField label="사번" disabled />
      <TextField label="부서" readOnly defaultValue="인사팀" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '성' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveFocus();
    // Disabled is skipped; read-only stays focusable.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '부서' })).toHaveFocus();
    canvas.getByRole('textbox', { name: '부서' }).blur();
  },
};

export const TextAreaWithCounter: Story = {
  render: (args) => (
    <TextArea
      label="반려 사유"
      required
      rows={4}
      maxLength={100}
      description="신청자에게 그대로 전달됩니다."
      defaultValue="출장 일정이 확정되지 않아 반려합니다."
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '반려 사유 필수' });
    await expect(canvas.getByText('21/100자')).toBeVisible();
    await userEvent.type(area, ' 재신청');
    await expect(canvas.getByText('25/100자')).toBeVisible();
    area.blur();
  },
};

export const TextAreaInvalid: Story = {
  render: () => (
    <TextArea
      label="반려 사유"
      rows={3}
      errorMessage="사유를 10자 이상 입력해 주세요."
      defaultValue="일정"
      maxLength={100}
    />
  ),
};

export const EnglishCounter: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Tag',
    required: true,
    maxBytes: 120,
    placeholder: undefined,
    defaultValue: 'Quarterly planning workshop for the people operations team in Seoul office 2025',
    description: 'Characters above ASCII count as 2 bytes.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Tag required' })).toBeVisible();
    await expect(canvas.getByText('79/120 bytes')).toBeVisible();
  },
};

export const JapaneseInvalid: Story = {
  globals: { locale: 'ja' },
  args: {
    label: '氏名',
    required: true,
    maxLength: 30,
    placeholder: undefined,
    errorMessage: '氏名を入力してください。',
  },
};

export const ChineseCounter: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '标签',
    maxBytes: 20,
    placeholder: undefined,
    defaultValue: '人事行政部门通知',
    description: '非 ASCII 字符按 2 字节计算。',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('16/20 字节')).toBeVisible();
  },
};
