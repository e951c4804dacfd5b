import { autoUpdate } from '@floating-ui/react';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFollowTrigger } from './useFollowTrigger';

// floating-ui notices a moved trigger with an IntersectionObserver, which jsdom lacks: the test
// calls the update itself, as autoUpdate does (once at the start, then on every move).
vi.mock('@floating-ui/react', () => ({ autoUpdate: vi.fn(() => () => undefined) }));

function Submenu({ open }: { open: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFollowTrigger(trigger, open);
  return (
    <button ref={trigger} type="button">
      근태
    </button>
  );
}

const at = (x: number, y: number) => DOMRect.fromRect({ x, y, width: 180, height: 36 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(autoUpdate).mockClear();
});

describe('useFollowTrigger: an open submenu stays beside its trigger', () => {
  it('when the trigger moves (its parent menu placed again), every overlay is placed again', () => {
    const resized = vi.fn();
    window.addEventListener('resize', resized);
    const { getByRole } = render(<Submenu open />);
    const trigger = getByRole('button');
    const rect = vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(at(0, 0));
    const update = vi.mocked(autoUpdate).mock.calls[0]?.[2];
    if (!update) throw new Error('autoUpdate was not started');
    update(); // the first call: where the trigger is now
    update(); // nothing moved
    expect(resized).not.toHaveBeenCalled();
    rect.mockReturnValue(at(210, 92));
    update();
    expect(resized).toHaveBeenCalledTimes(1);
    window.removeEventListener('resize', resized);
  });

  it('a closed submenu follows nothing', () => {
    render(<Submenu open={false} />);
    expect(autoUpdate).not.toHaveBeenCalled();
  });
});
