import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { TimeSelect } from './TimeSelect';

// Generous timeout: user-event is slow on a loaded CI machine.
describe('TimeSelect', { timeout: 20_000 }, () => {
  it('is a group named by its label with an hour and a minute select', () => {
    renderWithMaru(<TimeSelect />);
    const group = screen.getByRole('group', { name: '시간' });
    expect(within(group).getByRole('combobox', { name: '시' })).toHaveValue('6');
    expect(within(group).getByRole('combobox', { name: '분' })).toHaveValue('0');
  });

  it('lists hours from the base hour, past midnight labelled next day (ko 익일)', () => {
    renderWithMaru(<TimeSelect />);
    const options = within(screen.getByRole('combobox', { name: '시' })).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options[0]).toHaveTextContent('06시');
    expect(options[17]).toHaveTextContent('23시');
    expect(options[18]).toHaveTextContent('익일 00시');
    expect(options[23]).toHaveTextContent('익일 05시');
  });

  it.each([
    ['en', 'Next day 02'],
    ['ja', '翌日 02時'],
    ['zh', '次日 02时'],
  ] as const)('labels next-day hours in %s', (locale, text) => {
    renderWithMaru(<TimeSelect baseHour={6} />, locale);
    expect(screen.getAllByRole('option', { name: text })).toHaveLength(1);
  });

  it('lists 60 minutes', () => {
    renderWithMaru(<TimeSelect />);
    const options = within(screen.getByRole('combobox', { name: '분' })).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(
      Array.from({ length: 60 }, (_, m) => String(m)),
    );
  });

  it('uncontrolled: reports HH:mm and the next-day flag', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<TimeSelect onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '시' }), '2');
    expect(onChange).toHaveBeenLastCalledWith('02:00', { hour: 2, minute: 0, nextDay: true });
    await user.selectOptions(screen.getByRole('combobox', { name: '분' }), '45');
    expect(onChange).toHaveBeenLastCalledWith('02:45', { hour: 2, minute: 45, nextDay: true });
    expect(screen.getByRole('group', { name: '시간' })).toHaveAttribute('data-next-day', 'true');
  });

  it('another base hour: hours before it are next day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<TimeSelect baseHour={9} defaultValue="10:30" onChange={onChange} />);
    const hour = screen.getByRole('combobox', { name: '시' });
    expect(within(hour).getAllByRole('option')[0]).toHaveTextContent('09시');
    await user.selectOptions(hour, '8');
    expect(onChange).toHaveBeenLastCalledWith('08:30', { hour: 8, minute: 30, nextDay: true });
  });

  it('controlled: shows the value and follows only the parent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderWithMaru(<TimeSelect value="18:05" onChange={onChange} />);
    const hour = screen.getByRole('combobox', { name: '시' });
    expect(hour).toHaveValue('18');
    await user.selectOptions(hour, '19');
    expect(onChange).toHaveBeenLastCalledWith('19:05', { hour: 19, minute: 5, nextDay: false });
    expect(hour).toHaveValue('18');
    rerender(
      <MaruProvider>
        <TimeSelect value="01:10" onChange={onChange} />
      </MaruProvider>,
    );
    expect(screen.getByRole('combobox', { name: '시' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: '분' })).toHaveValue('10');
  });

  it('controlled with state: choosing an hour updates it; Tab goes hour → minute, Shift+Tab back', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [value, setValue] = useState('23:00');
      return <TimeSelect value={value} onChange={setValue} />;
    }
    renderWithMaru(<Parent />);
    await user.tab();
    const hour = screen.getByRole('combobox', { name: '시' });
    expect(hour).toHaveFocus();
    await user.selectOptions(hour, '0');
    expect(hour).toHaveValue('0');
    await user.tab();
    expect(screen.getByRole('combobox', { name: '분' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(hour).toHaveFocus();
  });

  it('disabled: both selects are disabled', () => {
    renderWithMaru(<TimeSelect disabled />);
    expect(screen.getByRole('combobox', { name: '시' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '분' })).toBeDisabled();
  });

  it('spec 02 §5: invalid marks both selects and describes them with the given message', () => {
    renderWithMaru(
      <>
        <TimeSelect label="종료" invalid aria-describedby="time-error" />
        <p id="time-error">시작 시간은 종료 시간보다 빨라야 합니다.</p>
      </>,
    );
    for (const name of ['시', '분']) {
      const select = screen.getByRole('combobox', { name });
      expect(select).toBeInvalid();
      expect(select).toHaveAccessibleDescription('시작 시간은 종료 시간보다 빨라야 합니다.');
    }
  });

  it('spec 02 §5: valid by default, with no description', () => {
    renderWithMaru(<TimeSelect />);
    for (const name of ['시', '분']) {
      const select = screen.getByRole('combobox', { name });
      expect(select).not.toBeInvalid();
      expect(select).not.toHaveAttribute('aria-invalid');
      expect(select).toHaveAccessibleDescription('');
    }
  });
});
