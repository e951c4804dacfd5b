import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover } from './Popover';

const meta = {
  title: 'ui/Popover',
  component: Popover,
  args: {
    label: '근무 정보',
    title: '오늘의 근무',
    children: '출근 08:52 · 근무 중 · 점심 12:00–13:00',
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom', 'bottom end', 'top start', 'top', 'start', 'end'],
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Popovers portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = { args: { defaultOpen: true } };

export const WithArrow: Story = {
  args: { defaultOpen: true, showArrow: true, placement: 'bottom' },
};

export const WithActions: Story = {
  args: {
    defaultOpen: true,
    title: '표시 기간',
    children: (close) => (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="secondary" onPress={close}>
          1주
        </Button>
        <Button size="sm" variant="secondary" onPress={close}>
          1개월
        </Button>
        <Button size="sm" onPress={close}>
          1년
        </Button>
      </div>
    ),
  },
};

/** APG: Enter opens and focus moves in; Esc closes and focus returns to the trigger. */
export const KeyboardInteraction: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const trigger = screen.getByRole('button', { name: '근무 정보' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '오늘의 근무' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.blur();
  },
};

/** Near the bottom right corner it flips above the trigger and shifts left to stay visible. */
export const FlipsAndShiftsAtTheEdge: Story = {
  args: { defaultOpen: true, showArrow: true, placement: 'bottom start' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ position: 'fixed', right: 16, bottom: 16 }}>
      <Popover {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '오늘의 근무' });
    const box = dialog.parentElement;
    await waitFor(() => expect(box).toHaveAttribute('data-placement', 'top'));
    const rect = box?.getBoundingClientRect();
    await expect(rect?.right ?? Infinity).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    defaultOpen: true,
    label: 'Work details',
    title: 'Today',
    children: 'Clocked in 08:52 · Working · Lunch 12:00–13:00',
  },
};
