import { Line20 } from '../drawing';
import type { IconProps } from '../base';

/** A bell: notifications (20 grid). */
export function BellIcon(props: IconProps) {
  return (
    <Line20 {...props}>
      <path d="M5 8.5a5 5 0 0 1 10 0V12l1.5 2.5h-13L5 12V8.5Z" />
      <path d="M8 16.5a2 2 0 0 0 4 0" />
    </Line20>
  );
}
