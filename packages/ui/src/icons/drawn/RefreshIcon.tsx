import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A circular arrow: reloads. */
export function RefreshIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" {...line(1.6, 'cap')} />
    </Glyph>
  );
}
