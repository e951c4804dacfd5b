import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { renderWithMaru } from '../test-utils';
import { ToastRegion } from './Toast';
import { useToast } from './ToastHost';
import type { ToastOptions } from './ToastHost';

function Raiser({ options }: { options?: ToastOptions }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('저장했습니다.', options)}>
        success
      </button>
      <button type="button" onClick={() => toast.error('실패했습니다.', options)}>
        error
      </button>
      <button type="button" onClick={() => toast.info('참고하세요.', options)}>
        info
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces success and info politely (role status) and errors assertively (role alert)', () => {
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((node) => node.textContent)).toEqual(['저장했습니다.', '참고하세요.']);
    expect(screen.getByRole('alert')).toHaveTextContent('실패했습니다.');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-tone'))).toEqual([
      'success',
      'info',
      'error',
    ]);
  });

  it('closes with its close button, which has an accessible name in each locale', async () => {
    const user = userEvent.setup();
    render(
      <MaruProvider locale="en">
        <Raiser />
      </MaruProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'success' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('auto-dismisses after 5 seconds', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses auto-dismiss while focused and resumes with the remaining time on blur', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(3000));
    const close = screen.getByRole('button', { name: '알림 닫기' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never dismisses itself with duration Infinity', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser options={{ duration: Infinity }} />);
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('참고하세요.');
  });

  it('ToastRegion renders nothing without toasts and a named list with them', () => {
    const { container, rerender } = renderWithMaru(<ToastRegion toasts={[]} onDismiss={vi.fn()} />);
    expect(container.querySelector('ol')).toBeNull();
    rerender(
      <MaruProvider>
        <ToastRegion
          toasts={[{ id: 'a', tone: 'success', message: '완료', duration: Infinity }]}
          onDismiss={vi.fn()}
        />
      </MaruProvider>,
    );
    expect(screen.getByRole('list', { name: '알림' })).toBeInTheDocument();
  });

  it('useToast outside a MaruProvider explains what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Raiser />)).toThrow(/MaruProvider/);
  });
});
