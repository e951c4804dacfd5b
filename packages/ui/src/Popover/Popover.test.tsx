import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithMaru } from '../test-utils';
import { Popover } from './Popover';

describe('Popover', () => {
  it('opens by Enter as a dialog named by its title; Esc closes and focus returns', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Popover label="필터" title="기간">
        <input aria-label="시작일" />
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '필터' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '기간' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('without a title, the trigger label names the popover', async () => {
    const user = userEvent.setup();
    renderWithMaru(<Popover label="도움말">내용</Popover>);
    await user.click(screen.getByRole('button', { name: '도움말' }));
    expect(screen.getByRole('dialog', { name: '도움말' })).toBeInTheDocument();
  });

  it('a click outside closes it', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <Popover label="필터" defaultOpen>
          내용
        </Popover>
        <p>바깥</p>
      </>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('controlled: onOpenChange reports, content close function closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <Popover label="메뉴" isOpen onOpenChange={onOpenChange}>
        {(close) => <Button onPress={close}>적용</Button>}
      </Popover>,
    );
    await user.click(screen.getByRole('button', { name: '적용' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the arrow is drawn only with showArrow and placement is reflected as data-placement', () => {
    renderWithMaru(
      <Popover label="정보" defaultOpen showArrow placement="top">
        내용
      </Popover>,
    );
    const box = screen.getByRole('dialog').parentElement;
    expect(box?.querySelector('svg')).not.toBeNull();
    expect(box).toHaveAttribute('data-placement');
  });
});
