import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithMaru } from '../test-utils';
import { theme } from '../theme/theme';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  // First in the file: react-aria skips the delay while another tooltip was shown recently.
  it('by default, hover shows it at 700 ms, not at 699 ms', async () => {
    // fireEvent, not user-event: user-event's async wrapper waits on a real timer under fake ones.
    vi.useFakeTimers();
    try {
      renderWithMaru(
        <Tooltip content="기본 지연">
          <Button>기본</Button>
        </Tooltip>,
      );
      const trigger = screen.getByRole('button', { name: '기본' });
      // A mouse moving over the page first, as in a browser: react-aria reads the modality from it.
      fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
      fireEvent.mouseMove(document.body);
      fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
      fireEvent.mouseEnter(trigger);
      act(() => vi.advanceTimersByTime(699));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveTextContent('기본 지연');
      // Painted on the tooltip layer, above modals, popovers and toasts.
      expect(getComputedStyle(tooltip).zIndex).toBe(String(theme.zIndex.tooltip));
      // Leave, and let react-aria's warm-up cool down so later tests see the delay again.
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
      fireEvent.mouseLeave(trigger);
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hover shows it only after the delay', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Tooltip content="설명" delay={300}>
        <Button>도움말</Button>
      </Tooltip>,
    );
    // A mouse moving over the page first, as in a browser: react-aria reads the modality from it.
    await user.hover(document.body);
    await user.hover(screen.getByRole('button', { name: '도움말' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('설명');
  });

  it('keyboard focus shows it at once as role tooltip describing the trigger; Esc hides it', async () => {
    const user = userEvent.setup();
    renderWithMaru(
      <Tooltip content="근무 기록을 새로 고칩니다">
        <Button>새로고침</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('근무 기록을 새로 고칩니다');
    const trigger = screen.getByRole('button', { name: '새로고침' });
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('근무 기록을 새로 고칩니다');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('controlled: isOpen shows it, isDisabled never does', () => {
    const { unmount } = renderWithMaru(
      <Tooltip content="열림" isOpen>
        <Button>a</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('열림');
    unmount();
    renderWithMaru(
      <Tooltip content="꺼짐" defaultOpen={false} isDisabled>
        <Button>b</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("keeps the trigger's own handlers and ref", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    renderWithMaru(
      <Tooltip content="설명" delay={0}>
        <Button ref={ref} onPress={onPress}>
          실행
        </Button>
      </Tooltip>,
    );
    await user.click(screen.getByRole('button', { name: '실행' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: '실행' }));
  });
});
