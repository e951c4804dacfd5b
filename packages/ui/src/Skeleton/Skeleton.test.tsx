import { describe, expect, it } from 'vitest';
import { renderWithMaru } from '../test-utils';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and exposes its variant', () => {
    const { container } = renderWithMaru(<Skeleton variant="circle" height={48} />);
    const block = container.querySelector('[data-variant]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-variant', 'circle');
    // A circle is as wide as it is high unless told otherwise.
    expect(block).toHaveStyle({ '--maru-skeleton-width': '48px' });
  });

  it('draws the requested number of text lines', () => {
    const { container } = renderWithMaru(<Skeleton lines={3} />);
    expect(container.querySelector('[data-variant]')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('[data-variant="text"] > span')).toHaveLength(3);
  });
});
