import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { renderWithMaru } from '../test-utils';
import { DropdownMenu } from './DropdownMenu';
import { actionItems } from './menuFixtures';

describe('DropdownMenu (any trigger)', () => {
  it('a custom trigger gets the menu button pattern through renderTrigger', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    renderWithMaru(
      <DropdownMenu
        items={actionItems}
        onAction={onAction}
        onOpenChange={onOpenChange}
        renderTrigger={({ triggerProps, ref, open }) => (
          <Button
            {...triggerProps}
            ref={ref}
            variant="ghost"
            data-open={open || undefined}
            icon={<Avatar name="김민지" size="sm" decorative />}
          >
            김민지
          </Button>
        )}
      />,
    );
    const trigger = screen.getByRole('button', { name: '김민지' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).not.toHaveAttribute('data-open');
    await user.tab();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '삭제' })).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-open', 'true');
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
