import type { MaruTheme } from '../theme/theme';

/** Initials backgrounds: each keeps white initials above 4.5:1 (tested). */
export function avatarPalette(theme: MaruTheme): readonly string[] {
  const { color } = theme;
  return [
    color.brand[600],
    color.success.solid,
    color.danger.solid,
    color.info.solid,
    color.warning.fg,
    color.neutral[600],
    color.brand[800],
  ];
}
