import { Line16 } from '../drawing';
import type { LineIconProps } from '../base';

/** A pause sign: away for a while. */
export function PauseIcon(props: LineIconProps) {
  return <Line16 d="M5 3v10M11 3v10" {...props} />;
}
