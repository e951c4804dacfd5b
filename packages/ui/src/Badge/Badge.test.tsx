import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { renderWithMaru } from '../test-utils';
import { theme } from '../theme/theme';
import { Badge } from './Badge';
import { badgePalette } from './badgePalette';
import { formatBadgeCount } from './badgeRules';

describe('formatBadgeCount', () => {
  it('shows counts up to the max as is and above it as 99+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });

  it('floors fractions and never shows a negative count', () => {
    expect(formatBadgeCount(3.7)).toBe('3');
    expect(formatBadgeCount(-2)).toBe('0');
  });
});

describe('Badge', () => {
  it('renders a label badge with its tone', () => {
    renderWithMaru(<Badge tone="success">신규</Badge>);
    const badge = screen.getByText('신규');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge).toHaveAttribute('data-variant', 'label');
  });

  it('renders a count badge capped at 99+ and named by aria-label', () => {
    renderWithMaru(<Badge tone="danger" count={120} aria-label="읽지 않은 알림 120건" />);
    const badge = screen.getByRole('img', { name: '읽지 않은 알림 120건' });
    expect(badge).toHaveTextContent('99+');
    expect(badge).toHaveAttribute('data-variant', 'count');
  });

  it.each(Object.entries(badgePalette(theme)))(
    '%s tone meets WCAG AA text contrast in both variants',
    (_tone, colours) => {
      expect(contrastRatio(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colours.solidFg, colours.solidBg)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
