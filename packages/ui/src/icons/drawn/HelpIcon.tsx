import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A question mark in a circle: help. */
export function HelpIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="6.25" {...line(1.5)} />
      <path d="M6.3 6.2a1.8 1.8 0 1 1 2.5 1.7c-.5.2-.8.6-.8 1.1v.4" {...line(1.5, 'cap')} />
      <circle cx="8" cy="11.6" r="0.9" fill="currentColor" />
    </Glyph>
  );
}
