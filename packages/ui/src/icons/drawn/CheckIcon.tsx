import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A tick: selected or checked. The 12 grid is the heavier tick inside a checkbox. */
export function CheckIcon({ grid = 16, ...props }: IconProps & { grid?: 12 | 16 }) {
  return (
    <Glyph grid={grid} {...props}>
      {grid === 12 ? (
        <path d="M2.25 6.25 4.75 8.75 9.75 3.25" {...line(2, 'cap', 'join')} />
      ) : (
        <path d="M3.5 8.5l3 3 6-7" {...line(1.8, 'cap', 'join')} />
      )}
    </Glyph>
  );
}
