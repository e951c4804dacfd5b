import { Line16 } from '../drawing';
import type { LineIconProps } from '../base';

/** An arrow leaving a box: working elsewhere (dispatched). */
export function ExitIcon(props: LineIconProps) {
  return <Line16 d="M2 3v10h6M6 8h8M11 5l3 3-3 3" {...props} />;
}
