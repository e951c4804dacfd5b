import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

/** A fixed "today" and zone so every screenshot and emitted value is the same on every run. */
const meta = {
  title: 'ui/DateRangePicker',
  component: DateRangePicker,
  args: { today: '2026-11-20', timeZone: 'Asia/Seoul', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneWeek = { preset: 'P1W', start: null, end: null } as const;

/** `all`: no range; arrows move through the presets and choose each one (APG radio group). */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '전체' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1주' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'P1W',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'all', start: null, end: null });
    await expect(canvas.queryByRole('group', { name: '기간 직접 입력' })).toBeNull();
    canvas.getByRole('radio', { name: '전체' }).blur();
  },
};

export const OneWeek: Story = { args: { defaultValue: oneWeek } };

export const OneMonth: Story = {
  args: { defaultValue: { preset: 'P1M', start: null, end: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1년' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'P1Y',
      start: '2025-11-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    // The click leaves focus on the radio: ArrowLeft chooses 1 month again.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1개월' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'P1M',
      start: '2026-10-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    canvas.getByRole('radio', { name: '1개월' }).blur();
  },
};

export const OneYear: Story = { args: { defaultValue: { preset: 'P1Y', start: null, end: null } } };

export const CustomValid: Story = {
  args: {
    defaultValue: {
      preset: 'custom',
      start: '2026-11-02T00:00:00.000+0900',
      end: '2026-11-21T23:59:59.999+0900',
    },
  },
};

/** End before start: an error shows, the typed day stays and nothing is reported. */
export const CustomInvalid: Story = {
  args: {
    defaultValue: {
      preset: 'custom',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('group', { name: '기간 직접 입력' });
    // ko order: year, month, day; the end day is the sixth segment.
    const endDay = within(range).getAllByRole('spinbutton')[5];
    if (!endDay) throw new Error('no end day');
    endDay.focus();
    await userEvent.keyboard('1');
    // The picker's own alert: the toast host keeps live regions of its own on the page.
    const error = canvas.getAllByRole('alert').find((element) => element.closest('[data-preset]'));
    await expect(error).toHaveTextContent('종료일은 시작일과 같거나 이후여야 합니다.');
    await expect(endDay).toHaveTextContent('1');
    await expect(args.onChange).not.toHaveBeenCalled();
    endDay.blur();
  },
};

/**
 * `onDraftChange` reports what `onChange` cannot: by keyboard, Tab to the end day (20th) and
 * Backspace twice. The 2nd is before the start (reversed), then the day is empty while month and
 * year stay (half typed, incomplete): both are invalid drafts with their reason, shown as errors.
 */
export const DraftReported: Story = {
  args: { defaultValue: oneWeek, onDraftChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const range = canvas.getByRole('group', { name: '기간 직접 입력' });
    const endDay = within(range).getAllByRole('spinbutton')[5];
    // The presets are one tab stop, then each segment (ko: year, month, day) of start and end.
    for (let stop = 0; stop < 7; stop += 1) await userEvent.tab();
    await expect(endDay).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      valid: false,
      reason: 'reversed',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-02T23:59:59.999+0900',
    });
    await userEvent.keyboard('{Backspace}');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      valid: false,
      reason: 'incomplete',
      start: null,
      end: null,
    });
    const error = canvas.getAllByRole('alert').find((element) => element.closest('[data-preset]'));
    await expect(error).toHaveTextContent('시작일과 종료일을 모두 입력하세요.');
    await expect(endDay).toBeInvalid();
    await expect(args.onChange).not.toHaveBeenCalled();
    endDay?.blur();
  },
};

/** The calendar open in each locale: month title, weekday names and date order follow it. */
export const CalendarOpenKorean: Story = {
  args: { defaultValue: oneWeek, defaultCalendarOpen: true },
  play: async () => {
    await expect(await screen.findByRole('grid')).toHaveAccessibleName(/2026년 11월/);
  },
};

export const CalendarOpenEnglish: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: oneWeek, defaultCalendarOpen: true },
  play: async () => {
    await expect(await screen.findByRole('grid')).toHaveAccessibleName(/November 2026/);
  },
};

export const CalendarOpenJapanese: Story = {
  globals: { locale: 'ja' },
  args: { defaultValue: oneWeek, defaultCalendarOpen: true },
  play: async () => {
    await expect(await screen.findByRole('grid')).toHaveAccessibleName(/2026年11月/);
  },
};

export const CalendarOpenChinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultValue: oneWeek, defaultCalendarOpen: true },
  play: async () => {
    await expect(await screen.findByRole('grid')).toHaveAccessibleName(/2026年11月/);
  },
};

/** The day of November the focused calendar cell names (en-US cell labels). */
function focusedNovemberDay(): number {
  const label = document.activeElement?.getAttribute('aria-label') ?? '';
  return Number(/November (\d+), 2026/.exec(label)?.[1] ?? Number.NaN);
}

/**
 * APG date picker dialog: the button opens the calendar with focus on the range start; arrows
 * move by day and week, PageDown by month, Enter picks start then end, Esc closes and returns
 * focus to the button.
 */
export const CalendarKeyboard: Story = {
  globals: { locale: 'en' },
  args: { defaultValue: oneWeek },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/November 13, 2026/));
    await userEvent.keyboard('{Enter}');
    // react-aria's range calendar (useCalendarCell) advances focus one day after a keyboard
    // pick of the start, to show that a range is being made: Nov 13 picked, focus on Nov 14.
    await waitFor(() => expect(focusedNovemberDay()).toBe(14));
    const before = focusedNovemberDay();
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedNovemberDay()).toBe(before + 7);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focusedNovemberDay()).toBe(before + 6);
    const end = before + 6;
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-11-13T00:00:00.000+0900',
      end: `2026-11-${String(end).padStart(2, '0')}T23:59:59.999+0900`,
    });
    await waitFor(() => expect(grid).not.toBeInTheDocument());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('grid')).toBeInTheDocument());
    await userEvent.keyboard('{PageDown}');
    await expect(screen.getByRole('grid')).toHaveAccessibleName(/December 2026/);
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await expect(screen.getByRole('grid')).toHaveAccessibleName(/December 2025/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    button.blur();
  },
};
