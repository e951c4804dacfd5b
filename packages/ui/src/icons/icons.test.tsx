import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChevronDownIcon, CloseIcon } from './icons';

function pathOf(ui: React.ReactElement) {
  const { container } = render(ui);
  return container.querySelector('path');
}

describe('icons', () => {
  it('draws the cross inset by a quarter of the viewBox by default', () => {
    expect(pathOf(<CloseIcon size={16} />)?.getAttribute('d')).toBe('M4 4L12 12M12 4L4 12');
    expect(pathOf(<CloseIcon viewBoxSize={14} />)?.getAttribute('d')).toBe(
      'M3.5 3.5L10.5 10.5M10.5 3.5L3.5 10.5',
    );
    expect(pathOf(<CloseIcon viewBoxSize={14} inset={3} />)?.getAttribute('d')).toBe(
      'M3 3L11 11M11 3L3 11',
    );
  });

  it('draws the chevron from its arm and top', () => {
    expect(pathOf(<ChevronDownIcon />)?.getAttribute('d')).toBe('M4 6L8 10L12 6');
    expect(
      pathOf(<ChevronDownIcon viewBoxSize={12} arm={3.5} top={4.5} />)?.getAttribute('d'),
    ).toBe('M2.5 4.5L6 8L9.5 4.5');
  });

  it('is decorative and sized only when asked', () => {
    const { container } = render(<CloseIcon rounded={false} noFill={false} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('width');
    expect(container.querySelector('path')).not.toHaveAttribute('stroke-linecap');
    expect(container.querySelector('path')).not.toHaveAttribute('fill');
  });
});
