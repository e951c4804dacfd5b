import { Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A solid triangle with an exclamation mark. */
export function WarningIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path d="M8 1.5 15 14H1L8 1.5Z" fill="currentColor" />
      <path data-mark d="M8 6v3.5M8 11.5v.5" strokeWidth="1.6" strokeLinecap="round" />
    </Glyph>
  );
}
