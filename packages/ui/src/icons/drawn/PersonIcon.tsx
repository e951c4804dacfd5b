import { Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A solid head and shoulders: the placeholder of a missing photo (40 grid). */
export function PersonIcon(props: IconProps) {
  return (
    <Glyph grid={40} {...props}>
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c1.5-7.5 7-11 14-11s12.5 3.5 14 11Z" fill="currentColor" />
    </Glyph>
  );
}
