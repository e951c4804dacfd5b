import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'ui/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { status: 1 },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = { args: { status: 1 } };
export const NonWorking: Story = { args: { status: 3 } };
export const LeftWork: Story = { args: { status: 9 } };

const row = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' } as const;

function WorkStatuses() {
  return (
    <div style={row}>
      <StatusTag status={1} />
      <StatusTag status={3} />
      <StatusTag status={9} />
    </div>
  );
}

/** Every work status code of spec 01 §4, in the toolbar locale. */
export const AllWorkStatuses: Story = {
  render: () => <WorkStatuses />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['근무 중', '비근무', '퇴근']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

export const WorkStatusesEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <WorkStatuses />,
};
export const WorkStatusesJapanese: Story = {
  globals: { locale: 'ja' },
  render: () => <WorkStatuses />,
};
export const WorkStatusesChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <WorkStatuses />,
};

/** Spec 01 §3 colours by attribute01: ETC purple, VACATION blue, WORK green, otherwise black. */
export const Attribute01Colours: Story = {
  render: () => (
    <div style={row}>
      <StatusTag attribute01="ETC">기타</StatusTag>
      <StatusTag attribute01="VACATION">연차</StatusTag>
      <StatusTag attribute01="WORK">외근</StatusTag>
      <StatusTag attribute01="HOLIDAY">공휴일</StatusTag>
      <StatusTag attribute01={null}>미지정</StatusTag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colourOf = (text: string) => canvas.getByText(text).parentElement?.dataset['colour'];
    await expect(colourOf('기타')).toBe('purple');
    await expect(colourOf('연차')).toBe('blue');
    await expect(colourOf('외근')).toBe('green');
    await expect(colourOf('공휴일')).toBe('black');
  },
};
