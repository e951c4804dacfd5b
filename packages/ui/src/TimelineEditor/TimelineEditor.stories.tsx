import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimelineEditor } from './TimelineEditor';
import type { TimelineRow } from './timelineRules';

const day: TimelineRow[] = [
  { key: 'in', division: '01', start: '09:00', end: '', remark: '', platform: '02' },
  { key: 'lunch', division: '02', start: '12:00', end: '13:00', remark: '점심' },
  { key: 'visit', division: '02', start: '15:30', end: '16:00', remark: '병원 방문' },
  { key: 'out', division: '99', start: '', end: '18:30', remark: '' },
];

/** A night shift across midnight: the break and the clock-out fall on the next day. */
const nightShift: TimelineRow[] = [
  { key: 'in', division: '01', start: '21:00', end: '', remark: '' },
  { key: 'meal', division: '02', start: '23:30', end: '00:30', remark: '야식' },
  { key: 'out', division: '99', start: '', end: '05:30', remark: '' },
];

const overlapping: TimelineRow[] = [
  { key: 'in', division: '01', start: '09:00', end: '', remark: '' },
  { key: 'lunch', division: '02', start: '12:00', end: '13:00', remark: '점심' },
  { key: 'meeting', division: '02', start: '12:30', end: '14:00', remark: '외부 미팅' },
  { key: 'out', division: '99', start: '', end: '18:00', remark: '' },
];

/** The row group of a row ("출근", "비업무 1", "퇴근"). */
function rowGroup(canvasElement: HTMLElement, name: string) {
  return within(within(canvasElement).getByRole('group', { name }));
}

/** The hour select of a row's start or end time. */
function hourOf(canvasElement: HTMLElement, rowName: string, time: string) {
  const group = rowGroup(canvasElement, rowName).getByRole('group', { name: time });
  return within(group).getByRole('combobox', { name: '시' });
}

/** Dialogs portal to <body>, outside the story's canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

const meta = {
  title: 'ui/TimelineEditor',
  component: TimelineEditor,
  args: { defaultRows: day, onRowsChange: fn(), onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimelineEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day with two breaks; times are picked with the hour and minute selects. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(hourOf(canvasElement, '출근', '시작')).toHaveValue('9');
    await userEvent.selectOptions(hourOf(canvasElement, '비업무 1', '종료'), '14');
    await expect(args.onRowsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ key: 'lunch', end: '14:00' })]),
    );
  },
};

/** English labels are the longest; the rows wrap instead of overflowing. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Delete Non-work 1' }),
    ).toBeVisible();
  },
};

/** Early-hours times after the 06:00 day start are next day ("익일" in the hour select). */
export const NextDay: Story = {
  args: { defaultRows: nightShift },
  play: async ({ canvasElement }) => {
    const hour = hourOf(canvasElement, '퇴근', '종료');
    await expect(hour).toHaveValue('5');
    await expect(hour).toHaveDisplayValue('익일 05시');
  },
};

/** Times typed as four digits, with or without a separator; next-day times say so. */
export const TypedTimes: Story = {
  args: { timeEntry: 'text', defaultRows: nightShift },
  play: async ({ canvasElement }) => {
    const end = rowGroup(canvasElement, '퇴근').getByRole('textbox', { name: '종료' });
    await expect(end).toHaveAccessibleDescription('익일');
    await userEvent.clear(end);
    await userEvent.type(end, '0415{Enter}');
    await expect(end).toHaveValue('04:15');
    await expect(end).toHaveAccessibleDescription('익일');
    end.blur();
  },
};

/**
 * IME safety: while a Hangul composition is open, Enter only confirms the composed text — it
 * neither rewrites the typed time nor adds or removes a row.
 */
export const ImeComposition: Story = {
  args: { timeEntry: 'text' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = rowGroup(canvasElement, '퇴근').getByRole('textbox', { name: '종료' });
    await userEvent.clear(end);
    await userEvent.type(end, '1905');
    end.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    end.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
    );
    end.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await expect(end).toHaveValue('1905');
    end.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '' }));
    await userEvent.keyboard('{Enter}');
    await expect(end).toHaveValue('19:05');

    const remark = rowGroup(canvasElement, '비업무 2').getByRole('textbox', { name: '비고' });
    await userEvent.click(remark);
    remark.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
    for (const key of ['Enter', 'Backspace', 'ArrowUp']) {
      remark.dispatchEvent(new KeyboardEvent('keydown', { key, isComposing: true, bubbles: true }));
    }
    remark.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '방문' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(remark).toHaveValue('병원 방문');
    remark.blur();
  },
};

/**
 * Save with overlapping breaks: the spec's alert, then the offending time is marked inline
 * (aria-invalid, described by the message) and focused; nothing typed is lost.
 */
export const ValidationAlert: Story = {
  args: { defaultRows: overlapping },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '저장' }));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleDescription('비업무 시간은 서로 겹칠 수 없습니다.');
    await userEvent.keyboard('{Enter}');
    const hour = hourOf(canvasElement, '비업무 2', '시작');
    await waitFor(() => expect(hour).toHaveFocus());
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription('비업무 시간은 서로 겹칠 수 없습니다.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    hour.blur();
  },
};

/** Keyboard: add a break (focus moves into it), then delete it (focus returns to the button). */
export const AddAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: '비업무 추가' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const hour = hourOf(canvasElement, '비업무 3', '시작');
    await waitFor(() => expect(hour).toHaveFocus());
    await expect(hour).toHaveValue('16');
    canvas.getByRole('button', { name: '비업무 3 삭제' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('group', { name: '비업무 3' })).toBeNull();
    await expect(add).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('비업무 3 행을 삭제했습니다.');
    add.blur();
  },
};

/** A protected (system-recorded) break cannot be deleted while protected rows are locked. */
export const ProtectedRow: Story = {
  args: {
    defaultRows: [
      day[0] as TimelineRow,
      { key: 'auto', division: '02', start: '12:00', end: '13:00', remark: '', platform: '10' },
      day[3] as TimelineRow,
    ],
  },
  play: async ({ canvasElement }) => {
    const row = rowGroup(canvasElement, '비업무 1');
    await expect(row.getByText('보호됨')).toBeVisible();
    await expect(row.queryByRole('button', { name: '비업무 1 삭제' })).toBeNull();
  },
};

/** A day in progress (the alternative mode): no clock-out yet, the current time bounds it. */
export const InProgress: Story = {
  args: { timeEntry: 'text', now: '14:20', defaultRows: day.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    await expect(
      rowGroup(canvasElement, '퇴근').getByRole('textbox', { name: '종료' }),
    ).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

/** No rows: the whole-timeline message shows above the (appended) clock-out row. */
export const NoCommuteData: Story = {
  args: { timeEntry: 'text', defaultRows: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '저장' }));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleDescription('출퇴근 기록이 없습니다.');
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await expect(within(canvasElement).getByText('출퇴근 기록이 없습니다.')).toBeVisible();
    // Blur only once the alert is gone and has given focus back, or the returning focus
    // (and its ring) lands after the blur on a busy machine.
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body),
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Read-only (the widget decides when): a table with next-day prefixes. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultRows: nightShift },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '근무 타임라인' });
    await expect(within(table).getByText('익일 05:30')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
