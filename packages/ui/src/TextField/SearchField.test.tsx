import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox named 검색 by default', () => {
    renderWithMaru(<SearchField />);
    expect(screen.getByRole('searchbox', { name: '검색' })).toBeInTheDocument();
  });

  it('Enter calls onSubmit with the value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithMaru(<SearchField label="직원 검색" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('searchbox', { name: '직원 검색' }), '홍길동{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('홍길동');
  });

  it('IME-safe Enter: no submit while a composition is open (isComposing)', () => {
    const onSubmit = vi.fn();
    renderWithMaru(<SearchField label="직원 검색" onSubmit={onSubmit} defaultValue="홍" />);
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('홍');
  });

  it('IME-safe Escape: a composition being cancelled does not clear the field', () => {
    const onClear = vi.fn();
    renderWithMaru(<SearchField label="검색" defaultValue="홍길" onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    fireEvent.keyDown(input, { key: 'Escape', isComposing: true });
    expect(input).toHaveValue('홍길');
    expect(onClear).not.toHaveBeenCalled();
  });

  it('IME-safe Escape: the browser’s own clear of a search input is prevented while composing (Safari’s keyCode 229 too)', () => {
    renderWithMaru(<SearchField label="검색" defaultValue="홍길" />);
    const input = screen.getByRole('searchbox');
    // fireEvent returns false when the default action was prevented.
    expect(fireEvent.keyDown(input, { key: 'Escape', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Escape', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Enter', isComposing: true })).toBe(true);
  });

  it('Escape clears the text and calls onClear', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const onChange = vi.fn();
    renderWithMaru(<SearchField label="검색" onClear={onClear} onChange={onChange} />);
    const input = screen.getByRole('searchbox');
    await user.type(input, '인사{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('the clear button is named 검색어 지우기, clears, and appears only with text', async () => {
    const user = userEvent.setup();
    renderWithMaru(<SearchField label="검색" />);
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).not.toBeInTheDocument();
    const input = screen.getByRole('searchbox');
    await user.type(input, '회계');
    const clear = screen.getByRole('button', { name: '검색어 지우기' });
    expect(clear).toHaveAttribute('tabindex', '-1');
    await user.click(clear);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('the clear button is named in the active locale', () => {
    renderWithMaru(<SearchField label="Search" defaultValue="x" />, 'ja');
    expect(screen.getByRole('button', { name: '検索語を消去' })).toBeInTheDocument();
  });

  it('no clear button when disabled or read-only', () => {
    renderWithMaru(
      <>
        <SearchField label="a" defaultValue="x" disabled />
        <SearchField label="b" defaultValue="y" readOnly />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('controlled: the parent owns the value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('초기');
      return <SearchField label="검색" value={value} onChange={setValue} />;
    }
    renderWithMaru(<Controlled />);
    const input = screen.getByRole('searchbox');
    await user.type(input, '값');
    expect(input).toHaveValue('초기값');
    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(input).toHaveValue('');
  });

  it('respects maxBytes like TextField', async () => {
    const user = userEvent.setup();
    renderWithMaru(<SearchField label="검색" maxBytes={4} counter={false} />);
    const input = screen.getByRole('searchbox');
    await user.type(input, '가나다');
    expect(input).toHaveValue('가나');
  });
});
