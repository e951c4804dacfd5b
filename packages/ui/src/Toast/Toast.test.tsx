import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { useMessageBox } from '../MessageBox/MessageBoxHost';
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

/** The host's persistent live regions, found by politeness. */
function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  const region = screen
    .getAllByRole('log')
    .find((node) => node.getAttribute('aria-live') === politeness);
  if (!region) throw new Error(`no ${politeness} live region`);
  return region;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('renders a polite and an assertive live region before any toast, both empty', () => {
    renderWithMaru(<Raiser />);
    expect(screen.getAllByRole('log')).toHaveLength(2);
    const polite = liveRegion('polite');
    const assertive = liveRegion('assertive');
    expect(polite).toHaveAttribute('aria-relevant', 'additions');
    expect(assertive).toHaveAttribute('aria-relevant', 'additions');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('fills the existing regions: success and info politely, errors assertively', async () => {
    renderWithMaru(<Raiser />);
    const polite = liveRegion('polite');
    const assertive = liveRegion('assertive');
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(liveRegion('polite')).toBe(polite);
    expect(polite).toHaveTextContent('저장했습니다.');
    expect(assertive).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect([...polite.children].map((node) => node.textContent)).toEqual([
      '저장했습니다.',
      '참고하세요.',
    ]);
    expect(liveRegion('assertive')).toBe(assertive);
    expect(assertive).toHaveTextContent('실패했습니다.');
    // The visible toasts' code loads with the first toast; the regions were filled at once.
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-tone'))).toEqual([
      'success',
      'info',
      'error',
    ]);
  });

  it('announces once: the visible toasts are not live regions themselves', () => {
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('log')).toHaveLength(2);
    const list = screen.getByRole('list', { name: '알림' });
    expect(list.querySelector('[role], [aria-live]')).toBeNull();
  });

  it('keeps the live regions readable while a modal message box hides the page', async () => {
    function Both() {
      const box = useMessageBox();
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            void box.alert({ message: '확인하세요.' });
            toast.error('실패했습니다.');
          }}
        >
          open
        </button>
      );
    }
    renderWithMaru(<Both />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('alertdialog');
    expect(liveRegion('assertive')).toHaveTextContent('실패했습니다.');
    expect(liveRegion('assertive').closest('[aria-hidden="true"], [inert]')).toBeNull();
  });

  it('removes a message from its region when the toast closes', () => {
    renderWithMaru(<Raiser options={{ duration: 1000 }} />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    expect(liveRegion('polite')).toHaveTextContent('참고하세요.');
    act(() => vi.advanceTimersByTime(1100));
    expect(liveRegion('polite')).toBeEmptyDOMElement();
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
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('auto-dismisses after 5 seconds', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('pauses auto-dismiss while focused and resumes with the remaining time on blur', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(3000));
    const close = screen.getByRole('button', { name: '알림 닫기' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('listitem')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('never dismisses itself with duration Infinity', () => {
    vi.useFakeTimers();
    renderWithMaru(<Raiser options={{ duration: Infinity }} />);
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('listitem')).toHaveTextContent('참고하세요.');
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
