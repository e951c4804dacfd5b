import { line, Glyph, Line20 } from '../drawing';
import type { IconProps } from '../base';

/** A magnifier: searches. The 20 grid is the top bar's. */
export function SearchIcon({ grid = 16, ...props }: IconProps & { grid?: 16 | 20 }) {
  return grid === 20 ? (
    <Line20 {...props}>
      <circle cx="8.5" cy="8.5" r="5" />
      <path d="m12.5 12.5 4 4" />
    </Line20>
  ) : (
    <Glyph grid={16} {...props}>
      <circle cx="7" cy="7" r="4.75" {...line(1.5)} />
      <path d="M10.5 10.5 14 14" {...line(1.5, 'cap')} />
    </Glyph>
  );
}
