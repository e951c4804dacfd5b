import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { AlertDialog } from './AlertDialog';

function underlayOf(dialog: HTMLElement): HTMLElement {
  const underlay = dialog.parentElement?.parentElement;
  if (!underlay) throw new Error('no underlay');
  return underlay;
}

describe('AlertDialog', () => {
  it('role alertdialog, modal (APG: aria-modal), labelled by its title and described by its message', () => {
    renderWithMaru(
      <AlertDialog defaultOpen title="Delete" onCancel={vi.fn()}>
        This cannot be undone.
      </AlertDialog>,
      'en',
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('confirm calls onConfirm, closes and reports onOpenChange(false)', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <AlertDialog defaultOpen title="저장" onConfirm={onConfirm} onOpenChange={onOpenChange}>
        저장할까요?
      </AlertDialog>,
    );
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('not dismissable by outside click, even with a cancel action', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithMaru(
      <AlertDialog defaultOpen title="삭제" onCancel={onCancel}>
        삭제할까요?
      </AlertDialog>,
    );
    await user.click(underlayOf(screen.getByRole('alertdialog')));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('Esc cancels when a cancel action exists', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithMaru(
      <AlertDialog defaultOpen title="삭제" onCancel={onCancel}>
        삭제할까요?
      </AlertDialog>,
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Esc does nothing without a cancel action unless the deprecated isDismissable is set', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithMaru(
      <AlertDialog defaultOpen title="알림">
        변경되었습니다.
      </AlertDialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    unmount();
    renderWithMaru(
      <AlertDialog defaultOpen title="알림" isDismissable>
        변경되었습니다.
      </AlertDialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('isKeyboardDismissDisabled (same meaning as on Dialog): false lets Esc close without Cancel, true refuses Esc with Cancel', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithMaru(
      <AlertDialog defaultOpen title="알림" isKeyboardDismissDisabled={false}>
        변경되었습니다.
      </AlertDialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unmount();
    const onCancel = vi.fn();
    renderWithMaru(
      <AlertDialog defaultOpen title="삭제" onCancel={onCancel} isKeyboardDismissDisabled>
        삭제할까요?
      </AlertDialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('a click outside never closes it, even with the deprecated isDismissable', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <AlertDialog defaultOpen title="알림" isDismissable onCancel={vi.fn()}>
        변경되었습니다.
      </AlertDialog>,
    );
    const underlay = screen.getByRole('alertdialog').parentElement?.parentElement;
    if (!underlay) throw new Error('no underlay');
    await user.click(underlay);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('tone danger: the confirm button is the danger variant and Cancel (the safe choice) has focus', async () => {
    renderWithMaru(
      <AlertDialog defaultOpen title="삭제" tone="danger" confirmLabel="삭제" onCancel={vi.fn()}>
        삭제할까요?
      </AlertDialog>,
    );
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', { name: '삭제' })).toHaveAttribute('data-variant', 'danger');
    await waitFor(() => expect(screen.getByRole('button', { name: '취소' })).toHaveFocus());
  });

  it('controlled: stays closed while isOpen is false', () => {
    renderWithMaru(
      <AlertDialog isOpen={false} title="알림">
        내용
      </AlertDialog>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
