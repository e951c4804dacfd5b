import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { useToast } from './ToastHost';

/** Lets a test make the lazily loaded toasts' chunk fail, as it does offline or after a deploy. */
const chunk = vi.hoisted(() => ({ fail: false, loads: 0 }));
vi.mock('./Toast', async (importOriginal) => {
  chunk.loads += 1;
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Raiser() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.error('실패했습니다.', { duration: Infinity })}>
      raise
    </button>
  );
}

const assertiveRegion = () =>
  screen.getAllByRole('log').find((node) => node.getAttribute('aria-live') === 'assertive');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toasts loaded on the first toast', () => {
  it('a failed load: the toast was announced, the page stays, the toasts go; the next toast loads again', async () => {
    // React reports the caught load error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    chunk.fail = true;
    renderWithMaru(<Raiser />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    // Announced at once, whatever happens to the visible toast's code.
    expect(assertiveRegion()).toHaveTextContent('실패했습니다.');
    // Nothing could close a toast that cannot be drawn: it goes, and the page stays.
    await vi.waitFor(() => expect(assertiveRegion()).toBeEmptyDOMElement());
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'raise' })).toBeInTheDocument();

    chunk.fail = false;
    const loadsBefore = chunk.loads;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    });
    expect(await screen.findByRole('listitem')).toHaveTextContent('실패했습니다.');
    expect(chunk.loads).toBeGreaterThan(loadsBefore);
  });
});
