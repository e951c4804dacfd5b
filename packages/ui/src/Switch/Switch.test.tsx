import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label; Space toggles (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMaru(<Switch onChange={onChange}>자동 로그인</Switch>);
    const toggle = screen.getByRole('switch', { name: '자동 로그인' });
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.closest('label')).toHaveAttribute('data-state', 'checked');
  });

  it('controlled: follows checked', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <Switch checked={on} onChange={setOn}>
          알림
        </Switch>
      );
    }
    renderWithMaru(<Controlled />);
    const toggle = screen.getByRole('switch', { name: '알림' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('describes itself and honours disabled and read-only', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <>
        <Switch description="다음 로그인부터 적용됩니다.">미리 알림</Switch>
        <Switch disabled>끔</Switch>
        <Switch readOnly defaultChecked>
          고정
        </Switch>
      </>,
    );
    expect(screen.getByRole('switch', { name: '미리 알림' })).toHaveAccessibleDescription(
      '다음 로그인부터 적용됩니다.',
    );
    expect(screen.getByRole('switch', { name: '끔' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: '고정' }));
    expect(screen.getByRole('switch', { name: '고정' })).toBeChecked();
  });
});
