import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeSelect } from './TimeSelect';

const meta = {
  title: 'ui/TimeSelect',
  component: TimeSelect,
  tags: ['autodocs'],
  args: { onChange: fn() },
  argTypes: { baseHour: { control: { type: 'number', min: 0, max: 23 } } },
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Base hour 6: the hour list starts at 06 and 00-05 are next day. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hour = within(canvasElement).getByRole('combobox', { name: '시' });
    const options = within(hour).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('06시');
    await expect(options[18]).toHaveTextContent('익일 00시');
  },
};

export const OtherBaseHour: Story = {
  args: { baseHour: 9, defaultValue: '09:30', label: '근무 시작' },
  play: async ({ canvasElement }) => {
    const hour = within(canvasElement).getByRole('combobox', { name: '시' });
    await expect(within(hour).getAllByRole('option')[0]).toHaveTextContent('09시');
    await expect(within(hour).getAllByRole('option')[23]).toHaveTextContent('익일 08시');
  },
};

export const NextDaySelected: Story = { args: { defaultValue: '02:30' } };

export const Disabled: Story = { args: { defaultValue: '18:00', disabled: true } };

/**
 * Focus order and choosing: Tab reaches the hour, then the minute, Shift+Tab goes back. The
 * options are chosen as a pointer or screen reader does (`selectOptions`): arrow keys, Home/End
 * and type-ahead on a native select are the browser's own and ignore synthetic key events, so
 * they are not asserted here.
 */
export const TabOrderAndChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hour = canvas.getByRole('combobox', { name: '시' });
    const minute = canvas.getByRole('combobox', { name: '분' });
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.selectOptions(hour, '1');
    await expect(args.onChange).toHaveBeenLastCalledWith('01:00', {
      hour: 1,
      minute: 0,
      nextDay: true,
    });
    await userEvent.tab();
    await expect(minute).toHaveFocus();
    await userEvent.selectOptions(minute, '45');
    await expect(args.onChange).toHaveBeenLastCalledWith('01:45', {
      hour: 1,
      minute: 45,
      nextDay: true,
    });
    await userEvent.tab({ shift: true });
    await expect(hour).toHaveFocus();
    await expect(hour).toHaveDisplayValue('익일 01시');
    hour.blur();
  },
};

export const NextDayEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: '02:30' },
};

export const NextDayJapanese: Story = {
  globals: { locale: 'ja' },
  args: { defaultValue: '02:30' },
};

export const NextDayChinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultValue: '02:30' },
};
