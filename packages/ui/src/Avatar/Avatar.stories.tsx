import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';
import { brokenImage, portraitDataUri } from './storyPhotos';

const photo = portraitDataUri('#dbe5ff', '#2451d6');

const meta = {
  title: 'ui/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: '김민준', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '김민준' });
    await expect(image.tagName).toBe('IMG');
  },
};

/** Korean names show the last two syllables; Latin names their initials. */
export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} name="김민준" />
      <Avatar {...args} name="박서연" />
      <Avatar {...args} name="남궁 민수" />
      <Avatar {...args} name="Minjun Kim" />
      <Avatar {...args} name="Sakura Yamada" />
      <Avatar {...args} name="山田 太郎" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '김민준' })).toHaveTextContent('민준');
    await expect(canvas.getByRole('img', { name: 'Minjun Kim' })).toHaveTextContent('MK');
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { name: '이서준', src: brokenImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: '이서준' }).tagName).toBe('SPAN'));
    await expect(canvas.getByRole('img', { name: '이서준' })).toHaveTextContent('서준');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
      <Avatar {...args} name="박서연" size="sm" src={photo} />
      <Avatar {...args} name="박서연" size="md" src={photo} />
      <Avatar {...args} name="박서연" size="lg" src={photo} />
      <Avatar {...args} name="박서연" size="xl" src={photo} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement)
      .getAllByRole('img', { name: '김민준' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(sizes).toEqual([24, 32, 48, 96]);
  },
};
