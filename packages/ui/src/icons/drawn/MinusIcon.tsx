import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A dash: the mixed state of a checkbox (12 grid). */
export function MinusIcon(props: IconProps) {
  return (
    <Glyph grid={12} {...props}>
      <path d="M2.5 6h7" {...line(2, 'cap')} />
    </Glyph>
  );
}

/*
 * The two tone icons are solid shapes with a `data-mark` stroke: the container's styles colour
 * the mark (`[data-mark] { stroke: … }`) so it reads against the shape in every theme.
 */
