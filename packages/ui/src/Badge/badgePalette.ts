import type { MaruTheme } from '../theme/theme';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Soft (label) and solid (count) colours per tone; each text pair is tested for AA contrast. */
export function badgePalette(
  theme: MaruTheme,
): Record<BadgeTone, { fg: string; bg: string; border: string; solidFg: string; solidBg: string }> {
  const { color } = theme;
  const tone = (t: { fg: string; bg: string; border: string; solid: string }) => ({
    fg: t.fg,
    bg: t.bg,
    border: t.border,
    solidFg: color.text.inverse,
    solidBg: t.solid,
  });
  return {
    neutral: {
      fg: color.text.secondary,
      bg: color.neutral[100],
      border: color.neutral[200],
      solidFg: color.text.inverse,
      solidBg: color.neutral[600],
    },
    info: tone(color.info),
    success: tone(color.success),
    // warning.solid is too light under white text; its darker fg keeps a count legible.
    warning: { ...tone(color.warning), solidBg: color.warning.fg },
    danger: tone(color.danger),
  };
}
