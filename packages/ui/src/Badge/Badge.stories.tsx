import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '신규' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const row = { display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Tones: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="neutral">일반</Badge>
      <Badge tone="info">안내</Badge>
      <Badge tone="success">완료</Badge>
      <Badge tone="warning">대기</Badge>
      <Badge tone="danger">긴급</Badge>
    </div>
  ),
};

export const Counts: Story = {
  render: () => (
    <div style={row}>
      <Badge tone="neutral" count={0} />
      <Badge tone="info" count={3} />
      <Badge tone="success" count={42} />
      <Badge tone="warning" count={99} />
      <Badge tone="danger" count={128} aria-label="읽지 않은 알림 128건" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const capped = within(canvasElement).getByRole('img', { name: '읽지 않은 알림 128건' });
    await expect(capped).toHaveTextContent('99+');
  },
};

export const TonesEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={row}>
      <Badge tone="neutral">General</Badge>
      <Badge tone="info">Notice</Badge>
      <Badge tone="success">Completed</Badge>
      <Badge tone="warning">Pending approval</Badge>
      <Badge tone="danger">Urgent</Badge>
    </div>
  ),
};
