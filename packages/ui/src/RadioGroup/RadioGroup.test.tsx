import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Radio, RadioGroup } from './RadioGroup';

function Shifts(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="근무 형태" {...props}>
      <Radio value="office">사무실</Radio>
      <Radio value="remote">재택</Radio>
      <Radio value="trip" disabled>
        출장
      </Radio>
      <Radio value="field">외근</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label', () => {
    renderWithMaru(<Shifts />);
    expect(screen.getByRole('radiogroup', { name: '근무 형태' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('APG: Tab enters at the chosen radio; arrows move, choose, skip disabled and wrap', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<Shifts defaultValue="remote" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '재택' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '외근' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '외근' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('field');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '사무실' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '외근' })).toBeChecked();
  });

  it('controlled: the parent owns the value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <Shifts value={value} onChange={setValue} />
          <output>{value ?? '-'}</output>
        </>
      );
    }
    renderWithMaru(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '재택' }));
    expect(screen.getByRole('status')).toHaveTextContent('remote');
  });

  it('controlled without onChange keeps the value', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Shifts value="office" />);
    await user.click(screen.getByRole('radio', { name: '재택' }));
    expect(screen.getByRole('radio', { name: '사무실' })).toBeChecked();
  });

  it('required and invalid: aria-required, error described on the group', () => {
    renderWithMaru(<Shifts required errorMessage="근무 형태를 선택해 주세요." />);
    const group = screen.getByRole('radiogroup', { name: /^근무 형태\s?필수$/ });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('근무 형태를 선택해 주세요.');
  });

  it('a disabled option cannot be chosen; a disabled group disables all', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithMaru(<Shifts />);
    await user.click(screen.getByRole('radio', { name: '출장' }));
    expect(screen.getByRole('radio', { name: '출장' })).not.toBeChecked();
    unmount();
    renderWithMaru(<Shifts disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
