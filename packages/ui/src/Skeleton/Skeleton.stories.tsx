import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { variant: 'text' } };

export const Paragraph: Story = { args: { variant: 'text', lines: 4 } };

export const Rect: Story = { args: { variant: 'rect', height: 120 } };

export const Circle: Story = { args: { variant: 'circle', height: 48 } };

/** How a member card looks while it loads: avatar, name and two lines. */
export const Composed: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" height={40} />
      <div style={{ flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
