import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A page with a folded corner: a file. */
export function FileIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path
        d="M4 1.5h5l3.5 3.5v9a.5.5 0 0 1-.5.5H4a.5.5 0 0 1-.5-.5V2a.5.5 0 0 1 .5-.5ZM9 1.5V5h3.5"
        {...line(1.3, 'join')}
      />
    </Glyph>
  );
}
