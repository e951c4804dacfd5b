import { createRef, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { TimelineEditor } from './TimelineEditor';
import type { TimelineEditorHandle } from './TimelineEditor';
import type { TimelineRow } from './timelineRules';

const day: TimelineRow[] = [
  { key: 'in', division: '01', start: '09:00', end: '', remark: '' },
  { key: 'lunch', division: '02', start: '12:00', end: '13:00', remark: '점심' },
  { key: 'out', division: '99', start: '', end: '18:00', remark: '' },
];

const row = (name: string) => screen.getByRole('group', { name });
/** The hour select of a row's start or end time ("시작" / "종료" group). */
const selectOf = (rowName: string, time: '시작' | '종료', unit: '시' | '분') =>
  within(within(row(rowName)).getByRole('group', { name: time })).getByRole('combobox', {
    name: unit,
  });
const hourOf = (rowName: string, time: '시작' | '종료') => selectOf(rowName, time, '시');
/** The message box is loaded lazily; the first load in a busy run can take a while. */
const findAlert = () => screen.findByRole('alertdialog', {}, { timeout: 5000 });
const timeInput = (rowName: string, time: '시작' | '종료') =>
  within(row(rowName)).getByRole('textbox', { name: time });

// Generous timeout, as in TimeSelect: user-event over many native selects is slow on a loaded machine.
describe('TimelineEditor rows', { timeout: 20_000 }, () => {
  it('shows the clock-in, numbered non-work rows and the clock-out with times and remarks', () => {
    renderWithMaru(<TimelineEditor defaultRows={day} />);
    expect(screen.getByRole('list', { name: '근무 타임라인' })).toBeInTheDocument();
    expect(hourOf('출근', '시작')).toHaveValue('9');
    expect(hourOf('비업무 1', '종료')).toHaveValue('13');
    expect(hourOf('퇴근', '종료')).toHaveValue('18');
    expect(within(row('비업무 1')).getByRole('textbox', { name: '비고' })).toHaveValue('점심');
    // The clock-in has only a start, the clock-out only an end.
    expect(within(row('출근')).queryByRole('group', { name: '종료' })).toBeNull();
    expect(within(row('퇴근')).queryByRole('group', { name: '시작' })).toBeNull();
  });

  it('spec 02 §4: a missing end row is appended, starting from the latest time', () => {
    const onRowsChange = vi.fn();
    renderWithMaru(<TimelineEditor defaultRows={day.slice(0, 2)} onRowsChange={onRowsChange} />);
    expect(hourOf('퇴근', '종료')).toHaveValue('13');
  });

  it('uncontrolled: an edit shows at once and reports every row', async () => {
    const user = userEvent.setup();
    const onRowsChange = vi.fn();
    renderWithMaru(<TimelineEditor defaultRows={day} onRowsChange={onRowsChange} />);
    await user.selectOptions(hourOf('비업무 1', '종료'), '14');
    expect(hourOf('비업무 1', '종료')).toHaveValue('14');
    expect(onRowsChange).toHaveBeenLastCalledWith([day[0], { ...day[1], end: '14:00' }, day[2]]);
  });

  it('controlled: shows the rows given, and follows the parent', async () => {
    const user = userEvent.setup();
    const onRowsChange = vi.fn();
    const { rerender } = renderWithMaru(<TimelineEditor rows={day} onRowsChange={onRowsChange} />);
    await user.selectOptions(hourOf('비업무 1', '종료'), '14');
    expect(onRowsChange).toHaveBeenCalledTimes(1);
    expect(hourOf('비업무 1', '종료')).toHaveValue('13');
    const next = onRowsChange.mock.calls[0]?.[0] as TimelineRow[];
    rerender(
      <MaruProvider>
        <TimelineEditor rows={next} onRowsChange={onRowsChange} />
      </MaruProvider>,
    );
    expect(hourOf('비업무 1', '종료')).toHaveValue('14');
  });

  it('spec 02 §4: only non-work rows are deletable; protected rows only when not locked', () => {
    const rows: TimelineRow[] = [
      day[0] as TimelineRow,
      { key: 'auto', division: '02', start: '15:00', end: '15:30', remark: '', platform: '10' },
      day[1] as TimelineRow,
      day[2] as TimelineRow,
    ];
    const { unmount } = renderWithMaru(<TimelineEditor defaultRows={rows} />);
    expect(screen.getAllByRole('button', { name: /삭제/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: '비업무 2 삭제' })).toBeInTheDocument();
    expect(within(row('비업무 1')).getByText('보호됨')).toBeInTheDocument();
    unmount();
    renderWithMaru(<TimelineEditor defaultRows={rows} lockProtected={false} />);
    expect(screen.getByRole('button', { name: '비업무 1 삭제' })).toBeInTheDocument();
  });

  it('deleting a row removes it, announces it and moves focus to the add button', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TimelineEditor defaultRows={day} />);
    await user.click(screen.getByRole('button', { name: '비업무 1 삭제' }));
    expect(screen.queryByRole('group', { name: '비업무 1' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('비업무 1 행을 삭제했습니다.');
    expect(screen.getByRole('button', { name: '비업무 추가' })).toHaveFocus();
  });

  it('spec 02 §4: a non-work row is added before the clock-out and its start is focused', async () => {
    const user = userEvent.setup();
    const onRowsChange = vi.fn();
    renderWithMaru(<TimelineEditor defaultRows={day} onRowsChange={onRowsChange} />);
    await user.click(screen.getByRole('button', { name: '비업무 추가' }));
    const groups = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(groups.map((item) => item.dataset['division'])).toEqual(['01', '02', '02', '99']);
    await waitFor(() => expect(hourOf('비업무 2', '시작')).toHaveFocus());
    expect(hourOf('비업무 2', '시작')).toHaveValue('13');
    expect(screen.getByRole('status')).toHaveTextContent('비업무 2 행을 추가했습니다.');
  });
});

describe('TimelineEditor validation (spec 02 §5)', { timeout: 20_000 }, () => {
  it('a failure raises the alert, marks the time inline and focuses it; nothing is saved or lost', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onValidate = vi.fn();
    const overlapping: TimelineRow[] = [
      day[0] as TimelineRow,
      day[1] as TimelineRow,
      { key: 'tea', division: '02', start: '12:30', end: '14:00', remark: '회의' },
      day[2] as TimelineRow,
    ];
    renderWithMaru(
      <TimelineEditor defaultRows={overlapping} onSubmit={onSubmit} onValidate={onValidate} />,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    const alert = await findAlert();
    expect(alert).toHaveAccessibleDescription('비업무 시간은 서로 겹칠 수 없습니다.');
    expect(onValidate).toHaveBeenCalledWith({
      messageKey: 'overlappingNotAllowed',
      rowIndex: 2,
      field: 'start',
    });
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    const hour = hourOf('비업무 2', '시작');
    await waitFor(() => expect(hour).toHaveFocus());
    expect(hour).toBeInvalid();
    expect(hour).toHaveAccessibleDescription('비업무 시간은 서로 겹칠 수 없습니다.');
    // The minute of the same time is marked too: a screen reader may land on either select.
    const minute = selectOf('비업무 2', '시작', '분');
    expect(minute).toBeInvalid();
    expect(minute).toHaveAccessibleDescription('비업무 시간은 서로 겹칠 수 없습니다.');
    expect(hourOf('비업무 2', '종료')).not.toBeInvalid();
    expect(within(row('비업무 2')).getByRole('textbox', { name: '비고' })).toHaveValue('회의');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the inline message follows later edits and clears once the timeline is valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMaru(
      <TimelineEditor
        defaultRows={[day[0] as TimelineRow, { ...(day[2] as TimelineRow), end: '09:00' }]}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    const alert = await findAlert();
    expect(alert).toHaveAccessibleDescription('시작 시간은 종료 시간보다 빨라야 합니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(hourOf('퇴근', '종료')).toBeInvalid();
    await user.selectOptions(hourOf('퇴근', '종료'), '18');
    expect(hourOf('퇴근', '종료')).not.toBeInvalid();
    expect(hourOf('퇴근', '종료')).toHaveAccessibleDescription('');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject([{ start: '09:00' }, { end: '18:00' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('spec 02 §5: no commute data is shown above the rows, with the day start in the clock-in message', async () => {
    const user = userEvent.setup();
    const handle = createRef<TimelineEditorHandle>();
    renderWithMaru(<TimelineEditor ref={handle} defaultRows={[]} timeEntry="text" />);
    let result: Promise<unknown> = Promise.resolve();
    result = handle.current?.validate() ?? result;
    const alert = await findAlert();
    expect(alert).toHaveAccessibleDescription('출퇴근 기록이 없습니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await expect(result).resolves.toMatchObject({ messageKey: 'noCommuteData', rowIndex: null });
    expect(screen.getByText('출퇴근 기록이 없습니다.')).toBeInTheDocument();
  });

  it('spec 02 §5: clock-in before day start names the standard day start', async () => {
    const handle = createRef<TimelineEditorHandle>();
    renderWithMaru(
      <TimelineEditor
        ref={handle}
        defaultRows={[{ ...(day[0] as TimelineRow), start: '05:30' }, day[2] as TimelineRow]}
      />,
    );
    void handle.current?.validate();
    expect(await findAlert()).toHaveAccessibleDescription(
      '출근 시간은 기준 시작 시간(06:00)보다 이를 수 없습니다.',
    );
  });

  it('the alternative mode (now): one row is enough and the clock-out may stay open', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithMaru(
      <TimelineEditor
        defaultRows={[day[0] as TimelineRow]}
        now="10:15"
        timeEntry="text"
        onSubmit={onSubmit}
      />,
    );
    expect(timeInput('퇴근', '종료')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('messages and labels can be replaced by props', async () => {
    const handle = createRef<TimelineEditorHandle>();
    renderWithMaru(
      <TimelineEditor
        ref={handle}
        defaultRows={[]}
        label="5월 1일 타임라인"
        messages={{ noCommuteData: '기록 없음', addNonWork: '휴게 추가' }}
      />,
    );
    expect(screen.getByRole('list', { name: '5월 1일 타임라인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '휴게 추가' })).toBeInTheDocument();
    void handle.current?.validate();
    expect(await findAlert()).toHaveAccessibleDescription('기록 없음');
  });
});

describe(
  'TimelineEditor typed times (spec 02 §5: four digits with an optional separator)',
  { timeout: 20_000 },
  () => {
    function Typed({ initial = day }: { initial?: TimelineRow[] }) {
      const [rows, setRows] = useState<readonly TimelineRow[]>(initial);
      return <TimelineEditor rows={rows} onRowsChange={setRows} timeEntry="text" />;
    }

    it('four digits become HH:mm on blur; unreadable text is kept as typed and flagged on save', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      renderWithMaru(<TimelineEditor defaultRows={day} timeEntry="text" onSubmit={onSubmit} />);
      const start = timeInput('비업무 1', '시작');
      await user.clear(start);
      await user.type(start, '1130');
      await user.tab();
      expect(start).toHaveValue('11:30');
      const end = timeInput('비업무 1', '종료');
      await user.clear(end);
      await user.type(end, '25:00');
      await user.tab();
      expect(end).toHaveValue('25:00');
      await user.click(screen.getByRole('button', { name: '저장' }));
      const alert = await findAlert();
      expect(alert).toHaveAccessibleDescription('시간을 올바르게 입력하세요. (예: 09:30)');
      await user.click(within(alert).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(end).toHaveFocus());
      expect(end).toHaveAttribute('aria-invalid', 'true');
      expect(end).toHaveValue('25:00');
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('spec 02 §5: an early-hours time shows the next-day note', async () => {
      const user = userEvent.setup();
      renderWithMaru(<Typed />);
      const end = timeInput('퇴근', '종료');
      await user.clear(end);
      await user.type(end, '0130');
      expect(end).toHaveAccessibleDescription('익일');
      await user.clear(end);
      await user.type(end, '0600');
      expect(end).not.toHaveAccessibleDescription('익일');
    });

    it('Enter writes a typed time as HH:mm', async () => {
      const user = userEvent.setup();
      renderWithMaru(<Typed />);
      const end = timeInput('퇴근', '종료');
      await user.clear(end);
      await user.type(end, '1905{Enter}');
      expect(end).toHaveValue('19:05');
    });

    it('IME: Enter while a composition is open (isComposing, keyCode 229, composition events) changes nothing', async () => {
      const user = userEvent.setup();
      const onRowsChange = vi.fn();
      function Spy() {
        const [rows, setRows] = useState<readonly TimelineRow[]>(day);
        return (
          <TimelineEditor
            rows={rows}
            onRowsChange={(next) => {
              onRowsChange(next);
              setRows(next);
            }}
            timeEntry="text"
          />
        );
      }
      renderWithMaru(<Spy />);
      const end = timeInput('퇴근', '종료');
      await user.clear(end);
      await user.type(end, '1905');
      onRowsChange.mockClear();
      fireEvent.keyDown(end, { key: 'Enter', isComposing: true });
      fireEvent.keyDown(end, { key: 'Enter', keyCode: 229 });
      fireEvent.compositionStart(end);
      fireEvent.keyDown(end, { key: 'Enter' });
      expect(end).toHaveValue('1905');
      expect(onRowsChange).not.toHaveBeenCalled();
      fireEvent.compositionEnd(end);
      fireEvent.keyDown(end, { key: 'Enter' });
      expect(end).toHaveValue('19:05');
    });
  },
);

describe('TimelineEditor read-only', { timeout: 20_000 }, () => {
  it('shows a table with next-day prefixes and nothing to edit', () => {
    renderWithMaru(
      <TimelineEditor
        readOnly
        defaultRows={[
          { division: '01', start: '20:00', end: '', remark: '' },
          { division: '02', start: '23:30', end: '00:30', remark: '야식', platform: '10' },
          { division: '99', start: '', end: '0300', remark: '' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '근무 타임라인' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((tr) => tr.textContent)).toEqual([
      '구분시작종료비고',
      '출근20:00-',
      '비업무 1보호됨23:30익일 00:30야식',
      '퇴근-익일 03:00',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('English labels', () => {
    renderWithMaru(<TimelineEditor readOnly defaultRows={day} />, 'en');
    expect(screen.getByRole('table', { name: 'Work timeline' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Non-work 1' })).toBeInTheDocument();
  });
});
