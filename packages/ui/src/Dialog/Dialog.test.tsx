import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithMaru } from '../test-utils';
import { Dialog, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('is a modal dialog (APG: aria-modal) named by its title, with a localized close button and data-size', () => {
    renderWithMaru(
      <Dialog defaultOpen title="Profile" size={360}>
        body
      </Dialog>,
      'en',
    );
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-size', '360');
    expect(dialog.parentElement).toHaveAttribute('data-width', '360');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('defaults to 640 px and names the close button in Korean', () => {
    renderWithMaru(
      <Dialog defaultOpen title="검색">
        내용
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: '검색' })).toHaveAttribute('data-size', '640');
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('uncontrolled: renders nothing until opened; the close button closes it', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <DialogTrigger label="열기" title="설정">
        내용
      </DialogTrigger>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: '열기' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '설정' });
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('controlled: follows isOpen and reports close requests through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithMaru(
      <Dialog isOpen onOpenChange={onOpenChange} title="설정">
        내용
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the owner has not changed isOpen.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Dialog isOpen={false} onOpenChange={onOpenChange} title="설정" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('APG dialog: focus moves in, Tab and Shift+Tab wrap, Esc closes, focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <DialogTrigger
        label="열기"
        title="설정"
        footer={(close) => <Button onPress={close}>저장</Button>}
      >
        <input aria-label="이름" />
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: '열기' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '저장' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '저장' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('footer function: its close closes the dialog', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Dialog defaultOpen title="설정" footer={(close) => <Button onPress={close}>확인</Button>}>
        내용
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('isDismissable (default): a click outside closes; false keeps it open', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithMaru(
      <Dialog defaultOpen title="A">
        내용
      </Dialog>,
    );
    const underlay = screen.getByRole('dialog').parentElement?.parentElement;
    if (!underlay) throw new Error('no underlay');
    await user.click(underlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderWithMaru(
      <Dialog defaultOpen title="B" isDismissable={false}>
        내용
      </Dialog>,
    );
    const kept = screen.getByRole('dialog').parentElement?.parentElement;
    if (!kept) throw new Error('no underlay');
    await user.click(kept);
    expect(screen.getByRole('dialog', { name: 'B' })).toBeInTheDocument();
  });

  it('isKeyboardDismissDisabled: Esc does not close', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Dialog defaultOpen title="입력 중" isKeyboardDismissDisabled>
        내용
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '입력 중' })).toBeInTheDocument();
  });

  it('background scroll locked: the page cannot scroll while a dialog is open', () => {
    const { unmount } = renderWithMaru(
      <Dialog defaultOpen title="잠금">
        내용
      </Dialog>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });

  it('nested dialogs stack: the inner one is later in the page, Esc closes only the top one', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog defaultOpen title="바깥">
          <Button onPress={() => setInner(true)}>안쪽 열기</Button>
          <Dialog isOpen={inner} onOpenChange={setInner} title="안쪽">
            내용
          </Dialog>
        </Dialog>
      );
    }
    renderWithMaru(<Nested />);
    const opener = screen.getByRole('button', { name: '안쪽 열기' });
    await user.click(opener);
    const outer = screen.getByRole('dialog', { name: '바깥', hidden: true });
    const inner = screen.getByRole('dialog', { name: '안쪽' });
    // Later in document order paints above at the same z-index.
    expect(outer.compareDocumentPosition(inner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(inner).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '안쪽' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '바깥' })).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hideCloseButton and closeLabel', () => {
    const { unmount } = renderWithMaru(
      <Dialog defaultOpen title="A" closeLabel="창 닫기">
        내용
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: '창 닫기' })).toBeInTheDocument();
    unmount();
    renderWithMaru(
      <Dialog defaultOpen title="B" hideCloseButton>
        내용
      </Dialog>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
