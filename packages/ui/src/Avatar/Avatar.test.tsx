import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaruProvider } from '../intl/MaruProvider';
import { contrastRatio } from '../theme/contrast';
import { renderWithMaru } from '../test-utils';
import { theme } from '../theme/theme';
import { Avatar } from './Avatar';
import { avatarPalette } from './avatarPalette';
import { avatarColourIndex, avatarInitials } from './avatarRules';

describe('avatarInitials', () => {
  it('Korean names show the last two syllables', () => {
    expect(avatarInitials('김민준')).toBe('민준');
    expect(avatarInitials('남궁 민수')).toBe('민수');
    expect(avatarInitials('이훈')).toBe('이훈');
  });

  it('Latin names show the upper-cased initials of the first and last words', () => {
    expect(avatarInitials('Minjun Kim')).toBe('MK');
    expect(avatarInitials('  ada  lovelace byron ')).toBe('AB');
    expect(avatarInitials('Cher')).toBe('C');
  });

  it('Japanese and Chinese names show the first character; empty names show nothing', () => {
    expect(avatarInitials('山田 太郎')).toBe('山');
    expect(avatarInitials('王伟')).toBe('王');
    expect(avatarInitials('   ')).toBe('');
  });

  it('derives a stable colour from the name', () => {
    expect(avatarColourIndex('김민준', 7)).toBe(avatarColourIndex('김민준', 7));
    expect(avatarColourIndex('김민준', 7)).toBeLessThan(7);
  });

  it.each(avatarPalette(theme).map((colour) => [colour]))(
    'white initials meet WCAG AA contrast on %s',
    (colour) => {
      expect(contrastRatio(theme.color.text.inverse, colour)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('Avatar', () => {
  it('shows the photo with the name as alt text and its size as data-size', () => {
    renderWithMaru(<Avatar name="김민준" src="/photo.png" size="lg" />);
    const image = screen.getByRole('img', { name: '김민준' });
    expect(image.tagName).toBe('IMG');
    expect(image.parentElement).toHaveAttribute('data-size', 'lg');
  });

  it('falls back to initials, still named, when there is no photo', () => {
    renderWithMaru(<Avatar name="김민준" />);
    const avatar = screen.getByRole('img', { name: '김민준' });
    expect(avatar).toHaveTextContent('민준');
    expect(avatar).toHaveAttribute('data-state', 'initials');
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithMaru(<Avatar name="Minjun Kim" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Minjun Kim' }));
    const avatar = screen.getByRole('img', { name: 'Minjun Kim' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('MK');
  });

  it('tries a new photo again after the previous one failed', () => {
    const { rerender } = renderWithMaru(<Avatar name="김민준" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(
      <MaruProvider locale="ko">
        <Avatar name="김민준" src="/fixed.png" />
      </MaruProvider>,
    );
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithMaru(<Avatar name="김민준" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
