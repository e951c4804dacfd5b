import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangeValue } from './rangePresets';

const fixed = { today: '2026-11-20', timeZone: 'Asia/Seoul' } as const;

function spinbuttons(name: RegExp) {
  return within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
}

/** The picker's own error: the app's toast host keeps live regions of its own on the page. */
function pickerAlert() {
  const alert = screen.queryAllByRole('alert').find((element) => element.closest('[data-preset]'));
  return alert ?? null;
}

// Generous timeout: user-event walks of the calendar are slow on a loaded CI machine.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows the five presets as a radio group named by its label, all checked by default', () => {
    renderWithMaru(<DateRangePicker {...fixed} />);
    const group = screen.getByRole('radiogroup', { name: '조회 기간' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['전체', '1주', '1개월', '1년', '직접 입력']);
    expect(screen.getByRole('radio', { name: '전체' })).toBeChecked();
    // The all preset has no range to show.
    expect(screen.queryByRole('group', { name: '기간 직접 입력' })).toBeNull();
  });

  it('choosing a preset emits the range ending today in the yyyy-MM-ddTHH:mm:ss.SSSZ format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<DateRangePicker {...fixed} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '1주' }));
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'P1W',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    await user.click(screen.getByRole('radio', { name: '1년' }));
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'P1Y',
      start: '2025-11-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    await user.click(screen.getByRole('radio', { name: '전체' }));
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'all', start: null, end: null });
  });

  it('presets are chosen with the arrow keys (APG radio group)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<DateRangePicker {...fixed} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '전체' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1개월' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'P1M',
      start: '2026-10-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('shows a preset range in the date fields', () => {
    renderWithMaru(
      <DateRangePicker {...fixed} defaultValue={{ preset: 'P1W', start: null, end: null }} />,
      'en',
    );
    const texts = spinbuttons(/Custom period/).map((s) => s.textContent);
    expect(texts).toEqual(['11', '13', '2026', '11', '20', '2026']);
  });

  it('is not clearable: no clear control, and emptying every segment never reports an empty range', async () => {
    const user = userEvent.setup();
    const seen: DateRangeValue[] = [];
    let current: DateRangeValue | undefined;
    function Parent() {
      const [value, setValue] = useState<DateRangeValue>({
        preset: 'custom',
        start: '2026-11-13T00:00:00.000+0900',
        end: '2026-11-20T23:59:59.999+0900',
      });
      current = value;
      return (
        <DateRangePicker
          {...fixed}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithMaru(<Parent />, 'en');
    // The calendar's is the only button: a clear control of any name would be a second one.
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/Calendar/)]);
    // Backspace each segment down to its placeholder (the year takes four).
    for (const segment of spinbuttons(/Custom period/)) {
      act(() => segment.focus());
      await user.keyboard('{Backspace>5/}');
    }
    expect(
      spinbuttons(/Custom period/).every((s) => s.getAttribute('aria-valuenow') === null),
    ).toBe(true);
    expect(pickerAlert()).toHaveTextContent('Enter both a start date and an end date.');
    // Edits on the way were reported (month 11 → 1 is a valid January range), but never a
    // range without dates: every report, and the value kept, has both a start and an end.
    expect(seen.length).toBeGreaterThan(0);
    const complete = { preset: 'custom', start: expect.any(String), end: expect.any(String) };
    for (const reported of seen) expect(reported).toEqual(complete);
    expect(current).toEqual(complete);
    expect(current).toEqual(seen.at(-1));
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  });

  it('custom period: reports only when both dates are valid and start ≤ end (spec 01 §4)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        defaultValue={{ preset: 'P1W', start: null, end: null }}
        onChange={onChange}
      />,
      'en',
    );
    // en-US order: month, day, year. Type an end day before the start day (Nov 13).
    const endDay = spinbuttons(/Custom period/)[4];
    if (!endDay) throw new Error('no end day');
    act(() => endDay.focus());
    await user.keyboard('1');
    expect(onChange).not.toHaveBeenCalled();
    expect(pickerAlert()).toHaveTextContent('The end date must be on or after the start date.');
    // The typed segment stays.
    expect(spinbuttons(/Custom period/)[4]).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();

    // Clearing the day and typing a later one reports the range once it is in order.
    await user.keyboard('{Backspace}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('25');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-25T23:59:59.999+0900',
    });
    expect(pickerAlert()).toBeNull();
  });

  it('custom period with a missing date shows the both-dates error and reports nothing', () => {
    const onChange = vi.fn();
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        value={{ preset: 'custom', start: null, end: null }}
        onChange={onChange}
      />,
    );
    expect(pickerAlert()).toHaveTextContent('시작일과 종료일을 모두 입력하세요.');
    expect(spinbuttons(/기간 직접 입력/)[0]).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('choosing custom keeps the range on screen and reports it as custom', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        defaultValue={{ preset: 'P1M', start: null, end: null }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '직접 입력' }));
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-10-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('controlled: shows the given value and follows the parent', async () => {
    const user = userEvent.setup();
    const seen: DateRangeValue[] = [];
    function Parent() {
      const [value, setValue] = useState<DateRangeValue>({
        preset: 'custom',
        start: '2026-01-02T00:00:00.000+0900',
        end: '2026-01-09T23:59:59.999+0900',
      });
      return (
        <DateRangePicker
          {...fixed}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithMaru(<Parent />, 'en');
    expect(spinbuttons(/Custom period/).map((s) => s.textContent)).toEqual([
      '1',
      '2',
      '2026',
      '1',
      '9',
      '2026',
    ]);
    await user.click(screen.getByRole('radio', { name: '1 week' }));
    expect(seen.at(-1)?.preset).toBe('P1W');
    expect(screen.getByRole('radio', { name: '1 week' })).toBeChecked();
  });

  it('controlled without updates: the checked preset stays the parent value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        value={{ preset: 'all', start: null, end: null }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: '1년' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: '전체' })).toBeChecked();
  });

  it('the calendar: opens from its button, Enter picks start and end, PageDown next month, Esc closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        defaultValue={{ preset: 'P1W', start: null, end: null }}
        onChange={onChange}
      />,
      'en',
    );
    const button = screen.getByRole('button', { name: /Calendar/ });
    await user.click(button);
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/November 2026/);
    // Weekday and month names come from the locale.
    expect([...grid.querySelectorAll('th')].map((h) => h.textContent)).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    // Focus starts on the range start (Nov 13): Enter anchors it, arrows move, Enter ends.
    expect(document.activeElement).toHaveAccessibleName(/November 13, 2026/);
    await user.keyboard('{Enter}');
    // react-aria's own range-calendar behaviour (useCalendarCell, keyboard press): after the
    // start is picked, focus advances one day to show a range is being made (Nov 14).
    expect(document.activeElement).toHaveAccessibleName(/November 14, 2026/);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/November 28, 2026/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-11-13T00:00:00.000+0900',
      end: '2026-11-28T23:59:59.999+0900',
    });
    expect(screen.queryByRole('grid')).toBeNull();

    await user.click(button);
    await screen.findByRole('grid');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid')).toHaveAccessibleName(/December 2026/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    // Focus return to the button is checked in the browser (story CalendarKeyboard): jsdom
    // does not run react-aria's focus restoration.
  });

  it('the calendar popover carries the active locale as lang, although portalled out of the app (ja)', () => {
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        defaultValue={{ preset: 'P1W', start: null, end: null }}
        defaultCalendarOpen
      />,
      'ja',
    );
    // The nearest lang decides CJK glyphs and the screen reader's voice.
    expect(screen.getByRole('grid').closest('[lang]')).toHaveAttribute('lang', 'ja');
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
  });

  it('the calendar speaks Korean month names in ko', () => {
    renderWithMaru(
      <DateRangePicker
        {...fixed}
        defaultValue={{ preset: 'P1W', start: null, end: null }}
        defaultCalendarOpen
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2026년 11월');
    const headers = [...screen.getByRole('grid').querySelectorAll('th')];
    expect(headers.map((h) => h.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Escape' });
  });
});
