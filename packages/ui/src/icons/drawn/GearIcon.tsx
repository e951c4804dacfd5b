import { line, Glyph, Line20 } from '../drawing';
import type { IconProps } from '../base';

/** A cog: settings. The 20 grid is the top bar's. */
export function GearIcon({ grid = 16, ...props }: IconProps & { grid?: 16 | 20 }) {
  return grid === 20 ? (
    <Line20 {...props}>
      <circle cx="10" cy="10" r="2.5" />
      <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
    </Line20>
  ) : (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="2.2" {...line(1.4)} />
      <path
        d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
        {...line(1.4, 'cap')}
      />
    </Glyph>
  );
}
