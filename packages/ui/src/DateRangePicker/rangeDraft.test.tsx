import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePickerProps } from './DateRangePicker';

const fixed = { today: '2026-11-20', timeZone: 'Asia/Seoul' } as const;
const NOV_13 = '2026-11-13T00:00:00.000+0900';

/** en-US segments: month, day, year of the start, then of the end. */
function segments() {
  const range = screen.getByRole('group', { name: /Custom period/ });
  return within(range).getAllByRole('spinbutton');
}

/** The picker in en-US on one week (November 13 to 20 unless `today` says otherwise). */
function renderPicker(props: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn();
  const onDraftChange = vi.fn();
  renderWithMaru(
    <DateRangePicker
      {...fixed}
      defaultValue={{ preset: 'P1W', start: null, end: null }}
      onChange={onChange}
      onDraftChange={onDraftChange}
      {...props}
    />,
    'en',
  );
  return { user: userEvent.setup(), onChange, onDraftChange };
}

// Generous timeout: user-event is slow on a loaded CI machine.
describe('DateRangePicker onDraftChange', { timeout: 20_000 }, () => {
  it('spec 01 §4: each typed range is reported as a draft: reversed and incomplete not valid, with the reason', async () => {
    const { user, onChange, onDraftChange } = renderPicker();
    const endDay = segments()[4]!;
    await user.click(endDay);
    // 20 → 2: complete, but November 2 is before the start (November 13).
    await user.keyboard('{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith({
      valid: false,
      reason: 'reversed',
      start: NOV_13,
      end: '2026-11-02T23:59:59.999+0900',
    });
    // The day emptied: the end date is incomplete.
    await user.keyboard('{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith({
      valid: false,
      reason: 'incomplete',
      start: null,
      end: null,
    });
    await user.keyboard('2');
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ reason: 'reversed' }));
    expect(onChange).not.toHaveBeenCalled();

    // 2, 5 → the 25th: complete and in order, the same range onChange reports.
    await user.keyboard('5');
    const end = '2026-11-25T23:59:59.999+0900';
    expect(onDraftChange).toHaveBeenLastCalledWith({ valid: true, start: NOV_13, end });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ preset: 'custom', start: NOV_13, end });
    expect(onDraftChange).toHaveBeenCalledTimes(4);
  });

  it('spec 01 §4: a preset chosen while the typed range is invalid reports a valid draft', async () => {
    const { user, onDraftChange } = renderPicker();
    await user.click(segments()[4]!);
    await user.keyboard('{Backspace}{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valid: false, reason: 'incomplete' }),
    );
    await user.click(screen.getByRole('radio', { name: '1 month' }));
    expect(onDraftChange).toHaveBeenLastCalledWith({
      valid: true,
      start: '2026-10-20T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
  });

  it('spec 01 §4: a half-typed date is incomplete and shown as an error until it is whole again', async () => {
    const { user, onChange, onDraftChange } = renderPicker();
    // The start month emptied (11 → 1 → empty): the date keeps its day and year, half typed.
    const startMonth = segments()[0]!;
    await user.click(startMonth);
    await user.keyboard('{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ valid: true }));
    await user.keyboard('{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valid: false, reason: 'incomplete' }),
    );
    expect(segments()[0]).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter both a start date and an end date.');
    const reported = onChange.mock.calls.length;

    // Typing January again: the same date as before, so onChange has nothing new to say.
    await user.keyboard('1');
    expect(onDraftChange).toHaveBeenLastCalledWith({
      valid: true,
      start: '2026-01-13T00:00:00.000+0900',
      end: '2026-11-20T23:59:59.999+0900',
    });
    expect(onChange).toHaveBeenCalledTimes(reported);
    expect(segments()[0]).not.toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('spec 01 §4: half typing a preset range makes it custom; choosing the preset again restores it', async () => {
    const { user, onDraftChange } = renderPicker({
      today: '2026-11-05',
      defaultValue: {
        preset: 'P1W',
        start: '2026-10-29T00:00:00.000+0900',
        end: '2026-11-05T23:59:59.999+0900',
      },
    });
    // The end day 5 → empty: half typed at once, with no other date on the way.
    await user.click(segments()[4]!);
    await user.keyboard('{Backspace}');
    expect(onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ reason: 'incomplete' }),
    );
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();

    // The same week as before: the fields start afresh rather than keep the empty day.
    await user.click(screen.getByRole('radio', { name: '1 week' }));
    expect(segments().map((segment) => segment.textContent)).toEqual([
      '10',
      '29',
      '2026',
      '11',
      '5',
      '2026',
    ]);
    expect(onDraftChange).toHaveBeenLastCalledWith({
      valid: true,
      start: '2026-10-29T00:00:00.000+0900',
      end: '2026-11-05T23:59:59.999+0900',
    });
  });
});
