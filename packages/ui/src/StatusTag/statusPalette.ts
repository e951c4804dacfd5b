import type { MaruTheme } from '../theme/theme';
import type { StatusColour } from './statusRules';

/** Text, background and border of one tag colour. */
export interface TagColours {
  fg: string;
  bg: string;
  border: string;
}

/**
 * The theme has no purple; this component-local pairing (violet 800 on violet 50) keeps 4.5:1
 * text contrast until a purple token is added to the theme.
 */
const purple: TagColours = { fg: '#6b21a8', bg: '#f5edff', border: '#d6bcf5' };

/** The colours of each status colour in a theme; every fg/bg pair is tested for AA contrast. */
export function statusPalette(theme: MaruTheme): Record<StatusColour, TagColours> {
  const { color } = theme;
  return {
    purple,
    blue: color.info,
    green: color.success,
    orange: color.warning,
    black: { fg: color.text.primary, bg: color.neutral[100], border: color.neutral[300] },
  };
}
