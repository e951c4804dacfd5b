import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { Select } from './Select';
import type { SelectOption } from './Select';

const teams: SelectOption[] = [
  { key: 'dev', label: '개발팀' },
  { key: 'hr', label: '인사팀', disabled: true },
  { key: 'sales', label: '영업팀' },
  { key: 'design', label: '디자인팀' },
];

const english: SelectOption[] = [
  { key: 'apple', label: 'Apple' },
  { key: 'banana', label: 'Banana' },
  { key: 'blueberry', label: 'Blueberry', disabled: true },
  { key: 'cherry', label: 'Cherry' },
];

describe('Select', () => {
  it('is a combobox named by its label, with the placeholder from the catalogue', () => {
    renderWithMaru(<Select label="부서" options={teams} />);
    const combobox = screen.getByRole('combobox', { name: '부서' });
    expect(combobox).toHaveTextContent('선택하세요');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('data-state', 'closed');
  });

  it('shows the placeholder in the active locale', () => {
    renderWithMaru(<Select label="Team" options={teams} />, 'en');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Select an option');
  });

  it('selects by keyboard: Enter opens, ArrowDown moves, Enter selects and closes', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(<Select label="부서" options={teams} onSelectionChange={onSelectionChange} />);
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: '부서' });
    expect(combobox).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '개발팀' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('dev', teams[0]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('개발팀');
  });

  it('disabled option is skipped by the arrows and announced as disabled', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(
      <Select
        label="부서"
        options={teams}
        defaultSelectedKey="dev"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const combobox = screen.getByRole('combobox', { name: '부서' });
    const disabled = screen.getByRole('option', { name: '인사팀' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).toHaveAttribute('data-disabled');
    // Opening highlights the selected option; one more Down jumps over 인사팀 to 영업팀.
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '개발팀' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '영업팀' }).id,
    );
    await user.click(disabled);
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('Home and End go to the first and last options; Escape closes without selecting', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithMaru(<Select label="부서" options={teams} onSelectionChange={onSelectionChange} />);
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: '부서' });
    await user.keyboard('{ArrowDown}{End}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '디자인팀' }).id,
    );
    await user.keyboard('{Home}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '개발팀' }).id,
    );
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onSelectionChange).not.toHaveBeenCalled();
  });

  it('IME guard: a key with keyCode 229 (Safari, composition over) neither moves, picks nor closes', () => {
    const onSelectionChange = vi.fn();
    const onAncestorKeyDown = vi.fn();
    renderWithMaru(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => onAncestorKeyDown(event.key)}>
        <Select label="부서" options={teams} defaultOpen onSelectionChange={onSelectionChange} />
      </div>,
    );
    const combobox = screen.getByRole('combobox', { name: '부서' });
    const before = combobox.getAttribute('aria-activedescendant');
    for (const key of ['ArrowDown', 'Enter', 'Escape']) {
      fireEvent.keyDown(combobox, { key, keyCode: 229 });
    }
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(before);
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(onAncestorKeyDown).not.toHaveBeenCalled();
  });

  it('type-ahead jumps to the next option starting with the typed letters, skipping disabled', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Select label="Fruit" options={english} />, 'en');
    await user.tab();
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('c');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Cherry' }).id,
    );
    await user.keyboard('{Enter}');
    expect(combobox).toHaveTextContent('Cherry');
  });

  it('uncontrolled: starts from defaultSelectedKey and keeps its own selection', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Select label="부서" options={teams} defaultSelectedKey="sales" />);
    const combobox = screen.getByRole('combobox', { name: '부서' });
    expect(combobox).toHaveTextContent('영업팀');
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '디자인팀' }));
    expect(combobox).toHaveTextContent('디자인팀');
  });

  it('controlled: shows selectedKey and only changes when the owner updates it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { rerender } = renderWithMaru(
      <Select
        label="부서"
        options={teams}
        selectedKey="dev"
        onSelectionChange={onSelectionChange}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: '부서' });
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '영업팀' }));
    expect(onSelectionChange).toHaveBeenCalledWith('sales', teams[2]);
    expect(combobox).toHaveTextContent('개발팀');
    rerender(
      <MaruProvider>
        <Select label="부서" options={teams} selectedKey={null} />
      </MaruProvider>,
    );
    expect(combobox).toHaveTextContent('선택하세요');
  });

  it('controlled through state follows the owner', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [key, setKey] = useState<string | null>('dev');
      return (
        <>
          <Select label="부서" options={teams} selectedKey={key} onSelectionChange={setKey} />
          <output data-testid="owner-key">{key}</output>
        </>
      );
    }
    renderWithMaru(<Owner />);
    await user.click(screen.getByRole('combobox', { name: '부서' }));
    await user.click(screen.getByRole('option', { name: '디자인팀' }));
    expect(screen.getByTestId('owner-key')).toHaveTextContent('design');
    expect(screen.getByRole('combobox', { name: '부서' })).toHaveTextContent('디자인팀');
  });

  it('invalid: aria-invalid, error message in the description, data-invalid', () => {
    renderWithMaru(
      <Select
        label="부서"
        options={teams}
        description="소속 부서를 고르세요"
        invalid
        errorMessage="부서를 선택하세요"
        required
      />,
    );
    // The shared Field's RequiredMark: a decorative star and the spoken word, as in TextField.
    const combobox = screen.getByRole('combobox', { name: /^부서\s?필수$/ });
    expect(document.querySelector('label [data-required-mark]')).toHaveTextContent('필수');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAttribute('data-invalid');
    expect(combobox).toHaveAccessibleDescription('소속 부서를 고르세요 부서를 선택하세요');
  });

  it('disabled: not focusable and does not open', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Select label="부서" options={teams} disabled />);
    const combobox = screen.getByRole('combobox', { name: '부서' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).not.toHaveAttribute('disabled');
    await user.tab();
    expect(combobox).not.toHaveFocus();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the selected key under name through a hidden input', () => {
    const { container } = renderWithMaru(
      <Select label="부서" options={teams} defaultSelectedKey="hr" name="team" />,
    );
    expect(container.querySelector('input[type="hidden"][name="team"]')).toHaveValue('hr');
  });

  it('inside a Dialog, Esc closes the open list only; with the list closed Esc closes the dialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <Dialog defaultOpen onOpenChange={onOpenChange} title="부서 변경">
        <Select label="부서" options={teams} />
      </Dialog>,
    );
    const combobox = screen.getByRole('combobox', { name: '부서' });
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '부서 변경' })).toBeInTheDocument();
    expect(combobox).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops only the Esc it handles from reaching the ancestors', async () => {
    const user = userEvent.setup();
    const onAncestorKeyDown = vi.fn();
    renderWithMaru(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => onAncestorKeyDown(event.key)}>
        <Select label="부서" options={teams} defaultOpen />
      </div>,
    );
    const combobox = screen.getByRole('combobox', { name: '부서' });
    combobox.focus();
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onAncestorKeyDown).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onAncestorKeyDown).toHaveBeenCalledWith('Escape');
  });
});
