import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** A calendar page: opens a date picker. */
export function CalendarIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <rect x="2" y="3" width="12" height="11" rx="1.5" {...line(1.5)} />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" {...line(1.5, 'cap')} />
    </Glyph>
  );
}
