import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { TimeSelect } from './TimeSelect';

/** The host's message, as TimelineEditor draws its row message. */
const ErrorMessage = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

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
 * An invalid time, as TimelineEditor shows one: both selects carry `aria-invalid` and are
 * described by the message the host renders (`aria-describedby`), so Tab to either reads it.
 */
export const Invalid: Story = {
  args: {
    label: '종료',
    defaultValue: '08:00',
    invalid: true,
    'aria-describedby': 'time-select-error',
  },
  render: (args) => (
    <div>
      <TimeSelect {...args} />
      <ErrorMessage id="time-select-error">시작 시간은 종료 시간보다 빨라야 합니다.</ErrorMessage>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = '시작 시간은 종료 시간보다 빨라야 합니다.';
    await userEvent.tab();
    const hour = canvas.getByRole('combobox', { name: '시' });
    await expect(hour).toHaveFocus();
    await expect(hour).toBeInvalid();
    await expect(hour).toHaveAccessibleDescription(message);
    await userEvent.tab();
    const minute = canvas.getByRole('combobox', { name: '분' });
    await expect(minute).toHaveFocus();
    await expect(minute).toBeInvalid();
    await expect(minute).toHaveAccessibleDescription(message);
    minute.blur();
  },
};

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
