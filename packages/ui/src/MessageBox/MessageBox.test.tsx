import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { MessageBox } from './MessageBox';
import { renderMessageBoxOpener } from './renderMessageBoxOpener';

function setup() {
  return { ...renderMessageBoxOpener(), user: userEvent.setup() };
}

/** A promise that has not settled yet reads as 'pending'. */
async function stateOf(promise: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    promise,
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

describe('MessageBox promise API', () => {
  it('confirm is a modal dialog (APG: aria-modal); it resolves true on OK and returns focus to the opener', async () => {
    const { open, opener, user } = setup();
    const result = open((box) => box.confirm({ message: '출근하시겠습니까?' }));
    const dialog = await screen.findByRole('dialog', { name: '확인' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('출근하시겠습니까?');
    // The dialog's focus scope moves focus in an effect after the dialog is in the document.
    await waitFor(() => expect(screen.getByRole('button', { name: '확인' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('confirm resolves false on Cancel', async () => {
    const { open, user } = setup();
    const result = open((box) =>
      box.confirm({ title: '퇴근', message: '퇴근하시겠습니까?', cancelLabel: '아니요' }),
    );
    await user.click(await screen.findByRole('button', { name: '아니요' }));
    await expect(result).resolves.toBe(false);
  });

  it('Esc cancels confirm (false)', async () => {
    const { open, user } = setup();
    const result = open((box) => box.confirm({ message: '계속할까요?' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });

  it('a click outside cancels confirm (false)', async () => {
    const { open, user } = setup();
    const result = open((box) => box.confirm({ message: '계속할까요?' }));
    const dialog = await screen.findByRole('dialog');
    const underlay = dialog.closest('[data-kind]')?.parentElement?.parentElement;
    if (!(underlay instanceof HTMLElement)) throw new Error('no underlay');
    await user.click(underlay);
    await expect(result).resolves.toBe(false);
  });

  it('alert is an alertdialog with one OK button that Esc and outside clicks do not close', async () => {
    const { open, user } = setup();
    const result = open((box) => box.alert({ message: '상태가 변경되었습니다.' }));
    const dialog = await screen.findByRole('alertdialog', { name: '알림' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.keyboard('{Escape}');
    const underlay = dialog.parentElement?.parentElement;
    if (!(underlay instanceof HTMLElement)) throw new Error('no underlay');
    await user.click(underlay);
    expect(await stateOf(result)).toBe('pending');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBeUndefined();
  });

  it('Tab and Shift+Tab wrap inside the dialog (focus is contained)', async () => {
    const { open, user } = setup();
    void open((box) => box.confirm({ message: '계속할까요?' }));
    await screen.findByRole('dialog');
    const ok = screen.getByRole('button', { name: '확인' });
    const cancel = screen.getByRole('button', { name: '취소' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('queues requests and shows one at a time, in order', async () => {
    const { open, user } = setup();
    const first = open((box) => box.alert({ message: '첫 번째' }));
    const second = open((box) => box.confirm({ message: '두 번째' }));
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(first).resolves.toBeUndefined();
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('두 번째');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(second).resolves.toBe(true);
  });
});

describe('MessageBox prompt', () => {
  it('focuses the reason field and resolves the typed text with Enter', async () => {
    const { open, user } = setup();
    const result = open((box) => box.prompt({ message: '출근 사유를 입력하세요.' }));
    const field = await screen.findByRole('textbox', { name: '사유 (선택)' });
    expect(field).toHaveFocus();
    await user.type(field, '외근 후 복귀{Enter}');
    await expect(result).resolves.toBe('외근 후 복귀');
  });

  it('optional reason: an empty reason is accepted as an empty string', async () => {
    const { open, user } = setup();
    const result = open((box) => box.prompt({ message: '사유', reason: 'optional' }));
    await user.click(await screen.findByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe('');
  });

  it('required reason: empty shows the default error, keeps the dialog, then typing resolves', async () => {
    const { open, user } = setup();
    const result = open((box) => box.prompt({ message: '비근무 사유', reason: 'required' }));
    const field = await screen.findByRole('textbox', { name: '사유 (필수)' });
    expect(field).toBeRequired();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('사유를 입력해 주세요.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('사유를 입력해 주세요.');
    expect(await stateOf(result)).toBe('pending');
    await user.type(field, '점심{Enter}');
    await expect(result).resolves.toBe('점심');
  });

  it('pattern: a mismatch shows the default pattern error and keeps the typed text', async () => {
    const { open, user } = setup();
    const result = open((box) =>
      box.prompt({ message: '사번', reason: 'required', pattern: /^\d{4}$/ }),
    );
    const field = await screen.findByRole('textbox');
    await user.type(field, '12a4{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('입력 형식이 올바르지 않습니다.');
    expect(field).toHaveValue('12a4');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '1234{Enter}');
    await expect(result).resolves.toBe('1234');
  });

  it('pattern: errorMessage replaces the default text', async () => {
    const { open, user } = setup();
    void open((box) =>
      box.prompt({ message: '사번', pattern: /^\d+$/, errorMessage: '숫자만 입력하세요.' }),
    );
    await user.type(await screen.findByRole('textbox'), 'x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('숫자만 입력하세요.');
  });

  it('validate function: its message is shown and the prompt stays open', async () => {
    const { open, user } = setup();
    const validate = vi.fn((value: string) =>
      value.length < 2 ? '두 글자 이상 입력하세요.' : null,
    );
    const result = open((box) =>
      box.prompt({ message: '비근무 사유', reason: 'required', validate }),
    );
    const field = await screen.findByRole('textbox');
    await user.type(field, '밥{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('두 글자 이상 입력하세요.');
    expect(await stateOf(result)).toBe('pending');
    await user.type(field, '식사{Enter}');
    await expect(result).resolves.toBe('밥식사');
    expect(validate).toHaveBeenLastCalledWith('밥식사');
  });

  it('minLength: the catalogue message names the minimum', async () => {
    const { open, user } = setup();
    void open((box) => box.prompt({ message: '사유', reason: 'required', minLength: 2 }));
    await user.type(await screen.findByRole('textbox'), '가{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('2자 이상 입력해 주세요.');
  });

  it('IME: Enter while composing Hangul (isComposing or keyCode 229) does not submit', async () => {
    const { open } = setup();
    const result = open((box) => box.prompt({ message: '사유', reason: 'required' }));
    const field = await screen.findByRole('textbox');
    fireEvent.change(field, { target: { value: '점심' } });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(await stateOf(result)).toBe('pending');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(field, { key: 'Enter' });
    await expect(result).resolves.toBe('점심');
  });

  it('IME: Esc while composing does not cancel the prompt; Esc afterwards resolves null', async () => {
    const { open } = setup();
    const result = open((box) => box.prompt({ message: '사유' }));
    const field = await screen.findByRole('textbox');
    fireEvent.keyDown(field, { key: 'Escape', isComposing: true });
    expect(await stateOf(result)).toBe('pending');
    fireEvent.keyDown(field, { key: 'Escape' });
    await expect(result).resolves.toBeNull();
  });

  it('reason none: no field, OK resolves an empty string', async () => {
    const { open, user } = setup();
    const result = open((box) => box.prompt({ message: '진행할까요?', reason: 'none' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe('');
  });
});

describe('MessageBox (presentational)', () => {
  it('renders nothing when closed and uses the locale texts when open', () => {
    const { rerender } = renderWithMaru(
      <MessageBox kind="confirm" open={false} message="m" onConfirm={vi.fn()} onCancel={vi.fn()} />,
      'en',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<></>);
    renderWithMaru(
      <MessageBox kind="confirm" message="Leave now?" onConfirm={vi.fn()} onCancel={vi.fn()} />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
