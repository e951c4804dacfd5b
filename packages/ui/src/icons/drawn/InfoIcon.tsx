import { Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A solid circle with an "i". */
export function InfoIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path data-mark d="M8 7v4.5M8 4.5v.5" strokeWidth="1.6" strokeLinecap="round" />
    </Glyph>
  );
}
