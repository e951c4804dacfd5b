import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { counterState } from './TextCounter';
import { resolveCounter, TextArea, TextField } from './TextField';

describe('counterState', () => {
  it('is ok below 90 %, near from 90 %, at from the limit', () => {
    expect(counterState(0, 120)).toBe('ok');
    expect(counterState(107, 120)).toBe('ok');
    expect(counterState(108, 120)).toBe('near');
    expect(counterState(120, 120)).toBe('at');
    expect(counterState(121, 120)).toBe('at');
  });
});

describe('resolveCounter', () => {
  it('defaults to bytes with maxBytes, else characters with maxLength, else none', () => {
    expect(resolveCounter(undefined, 10, 20)).toEqual({ mode: 'bytes', max: 20 });
    expect(resolveCounter(undefined, 10, undefined)).toEqual({ mode: 'characters', max: 10 });
    expect(resolveCounter(undefined, undefined, undefined)).toBeNull();
  });
  it('follows an explicit mode and hides with false', () => {
    expect(resolveCounter('characters', 10, 20)).toEqual({ mode: 'characters', max: 10 });
    expect(resolveCounter('bytes', 10, undefined)).toBeNull();
    expect(resolveCounter(false, 10, 20)).toBeNull();
  });
});

describe('TextField', () => {
  it('is a textbox named by its label, with the required mark spoken as 필수', () => {
    renderWithMaru(<TextField label="이름" required />);
    // jsdom's name computation drops the separating space; the story checks the exact name.
    const input = screen.getByRole('textbox', { name: /^이름\s?필수$/ });
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('says "required" in English', () => {
    renderWithMaru(<TextField label="Name" required />, 'en');
    expect(screen.getByRole('textbox', { name: /^Name\s?required$/ })).toBeInTheDocument();
  });

  it('is described by its description', () => {
    renderWithMaru(<TextField label="이메일" description="회사 메일 주소" />);
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveAccessibleDescription(
      '회사 메일 주소',
    );
  });

  it('invalid with message: aria-invalid, aria-describedby and aria-errormessage name the error', () => {
    renderWithMaru(<TextField label="이름" errorMessage="이름을 입력해 주세요." />);
    const input = screen.getByRole('textbox', { name: '이름' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('이름을 입력해 주세요.');
    expect(input).toHaveAccessibleErrorMessage('이름을 입력해 주세요.');
  });

  it('hides the error message while not invalid', () => {
    renderWithMaru(<TextField label="이름" errorMessage="오류" invalid={false} />);
    expect(screen.queryByText('오류')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('uncontrolled: starts from defaultValue and reports typing through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<TextField label="메모" defaultValue="가" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '메모' });
    await user.type(input, 'ab');
    expect(input).toHaveValue('가ab');
    expect(onChange).toHaveBeenLastCalledWith('가ab');
  });

  it('controlled: shows the value it is given and follows the parent', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('시작');
      return (
        <>
          <TextField label="메모" value={value} onChange={(next) => setValue(next.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    renderWithMaru(<Controlled />);
    const input = screen.getByRole('textbox', { name: '메모' });
    await user.type(input, 'ab');
    expect(input).toHaveValue('시작AB');
    expect(screen.getByRole('status')).toHaveTextContent('시작AB');
  });

  it('controlled without onChange keeps its value', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TextField label="메모" value="고정" />);
    const input = screen.getByRole('textbox', { name: '메모' });
    await user.type(input, 'x');
    expect(input).toHaveValue('고정');
  });

  it('byte counter: counts characters above ASCII as 2 and shows count/max in bytes', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TextField label="태그" maxBytes={10} />);
    const input = screen.getByRole('textbox', { name: '태그' });
    await user.type(input, '한글a');
    expect(screen.getByText('5/10바이트')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('최대 10바이트 중 5바이트 입력');
  });

  it('maxBytes: typing beyond the limit is refused and the text is kept', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<TextField label="태그" maxBytes={5} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '태그' });
    await user.type(input, '가나다');
    expect(input).toHaveValue('가나');
    await user.type(input, 'a');
    expect(input).toHaveValue('가나a');
    await user.type(input, 'b');
    expect(input).toHaveValue('가나a');
    expect(onChange).not.toHaveBeenCalledWith('가나다');
    expect(screen.getByText('5/5바이트').parentElement).toHaveAttribute('data-state', 'at');
  });

  it('announces reaching the limit through a polite live region', async () => {
    const user = userEvent.setup();
    const { container } = renderWithMaru(<TextField label="태그" maxBytes={2} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await user.type(screen.getByRole('textbox'), '가');
    expect(live).toHaveTextContent('입력할 수 있는 최대 길이에 도달했습니다.');
  });

  it('maxLength counts an emoji as one character and refuses the next one', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TextField label="제목" maxLength={2} counter="characters" />);
    const input = screen.getByRole('textbox', { name: '제목' });
    await user.type(input, '😀😀😀');
    expect(input).toHaveValue('😀😀');
    expect(screen.getByText('2/2자')).toBeInTheDocument();
  });

  it('a paste beyond the limit keeps only what fits', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TextField label="태그" maxBytes={6} />);
    const input = screen.getByRole('textbox', { name: '태그' });
    await user.click(input);
    await user.paste('붙여넣기');
    expect(input).toHaveValue('붙여넣');
  });

  it('IME: the limit is enforced after compositionend, never mid-syllable', () => {
    const onChange = vi.fn();
    renderWithMaru(<TextField label="태그" maxBytes={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '태그' });
    fireEvent.change(input, { target: { value: '가' } });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '가ㄴ' } });
    fireEvent.change(input, { target: { value: '가나' } });
    // The composition goes over the limit: shown as typed, not reported, not cut.
    fireEvent.change(input, { target: { value: '가나ㄷ' } });
    expect(input).toHaveValue('가나ㄷ');
    expect(onChange).not.toHaveBeenCalledWith('가나ㄷ');
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('가나');
    expect(onChange).toHaveBeenLastCalledWith('가나');
  });

  it('IME: a composition that fits is kept whole at compositionend', () => {
    renderWithMaru(<TextField label="태그" maxBytes={4} />);
    const input = screen.getByRole('textbox', { name: '태그' });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '한' } });
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('한');
    expect(screen.getByText('2/4바이트')).toBeInTheDocument();
  });

  it('disabled and read-only reach the input', () => {
    renderWithMaru(
      <>
        <TextField label="사번" disabled defaultValue="A1" />
        <TextField label="부서" readOnly defaultValue="인사팀" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '사번' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '부서' })).toHaveAttribute('readonly');
  });

  it('forwards the id so an error summary can link to it', () => {
    renderWithMaru(<TextField label="이름" id="field-name" />);
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveAttribute('id', 'field-name');
  });
});

describe('TextArea', () => {
  it('is a multi-line textbox with rows and a character counter', async () => {
    const user = userEvent.setup();
    renderWithMaru(<TextArea label="사유" maxLength={5} rows={4} />);
    const area = screen.getByRole('textbox', { name: '사유' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    await user.type(area, '가나다라마바');
    expect(area).toHaveValue('가나다라마');
    expect(screen.getByText('5/5자')).toBeInTheDocument();
  });

  it('controlled TextArea shows its value and reports typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<TextArea label="사유" value="하나" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: '사유' });
    expect(area).toHaveValue('하나');
    await user.type(area, '!');
    expect(onChange).toHaveBeenCalledWith('하나!');
    expect(area).toHaveValue('하나');
  });
});
