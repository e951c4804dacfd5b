import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** An envelope: writes an e-mail. */
export function MailIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <rect x="2" y="3.5" width="12" height="9" rx="1.5" {...line(1.4)} />
      <path d="m2.5 4.5 5.5 4 5.5-4" {...line(1.4)} />
    </Glyph>
  );
}
