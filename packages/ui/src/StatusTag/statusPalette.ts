import type { MaruTheme } from '../theme/theme';
import type { StatusColour } from './statusRules';

/** Text, background and border of one tag colour. */
export interface TagColours {
  /** Text and dot colour. */
  fg: string;
  /** Background colour; `fg` on it meets WCAG AA 4.5:1. */
  bg: string;
  /** Border colour. */
  border: string;
}

/** The colours of each status colour in a theme; every fg/bg pair is tested for AA contrast. */
export function statusPalette(theme: MaruTheme): Record<StatusColour, TagColours> {
  const { color } = theme;
  return {
    purple: { fg: color.purple.fg, bg: color.purple.bg, border: color.purple.border },
    blue: color.info,
    green: color.success,
    orange: color.warning,
    black: { fg: color.text.primary, bg: color.neutral[100], border: color.neutral[300] },
  };
}
