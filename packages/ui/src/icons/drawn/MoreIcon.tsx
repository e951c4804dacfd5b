import { Glyph } from '../drawing';
import type { IconProps } from '../base';

/** Three horizontal dots: more actions, or the way to the full page. */
export function MoreIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </Glyph>
  );
}
