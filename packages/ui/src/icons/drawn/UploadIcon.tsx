import { line, Glyph } from '../drawing';
import type { IconProps } from '../base';

/** An arrow rising out of a tray: uploads (drawn on a 24 grid for drop zones). */
export function UploadIcon(props: IconProps) {
  return (
    <Glyph grid={24} {...props}>
      <path
        d="M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
        {...line(1.8, 'cap', 'join')}
      />
    </Glyph>
  );
}
