import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChevronIcon, CloseIcon } from './icons';
import { CheckIcon, GearIcon, StarIcon } from './index';

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
    expect(pathOf(<ChevronIcon />)?.getAttribute('d')).toBe('M4 6L8 10L12 6');
    expect(pathOf(<ChevronIcon viewBoxSize={12} arm={3.5} base={4.5} />)?.getAttribute('d')).toBe(
      'M2.5 4.5L6 8L9.5 4.5',
    );
  });

  it('points the chevron in each direction from its base, one chevron per base', () => {
    expect(pathOf(<ChevronIcon direction="up" base={10} />)?.getAttribute('d')).toBe(
      'M4 10L8 6L12 10',
    );
    expect(pathOf(<ChevronIcon direction="left" arm={5} base={10} />)?.getAttribute('d')).toBe(
      'M10 3L5 8L10 13',
    );
    expect(pathOf(<ChevronIcon direction="right" arm={4.5} />)?.getAttribute('d')).toBe(
      'M6 3.5L10.5 8L6 12.5',
    );
    expect(pathOf(<ChevronIcon direction="left" base={[12, 7.5]} />)?.getAttribute('d')).toBe(
      'M12 4L8 8L12 12M7.5 4L3.5 8L7.5 12',
    );
  });

  it('sizes a drawn icon to its grid unless told, and picks the drawing by grid', () => {
    const { container } = render(
      <>
        <GearIcon />
        <GearIcon grid={20} />
        <CheckIcon grid={12} size={24} />
      </>,
    );
    const [gear16, gear20, check] = container.querySelectorAll('svg');
    expect(gear16).toHaveAttribute('width', '16');
    expect(gear16).toHaveAttribute('viewBox', '0 0 16 16');
    expect(gear20).toHaveAttribute('width', '20');
    expect(gear20).toHaveAttribute('viewBox', '0 0 20 20');
    expect(check).toHaveAttribute('width', '24');
    expect(check).toHaveAttribute('viewBox', '0 0 12 12');
    for (const svg of [gear16, gear20, check]) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    }
  });

  it('fills the star only when filled', () => {
    const { container } = render(
      <>
        <StarIcon />
        <StarIcon filled />
      </>,
    );
    const [outline, filled] = container.querySelectorAll('svg');
    expect(outline).toHaveAttribute('fill', 'none');
    expect(filled).toHaveAttribute('fill', 'currentColor');
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
