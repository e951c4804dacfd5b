import { Line16 } from '../drawing';
import type { LineIconProps } from '../base';

/** Two overlapping cards: a second one of something (a concurrent post). */
export function CardsIcon(props: LineIconProps) {
  return <Line16 d="M2 5h7v7H2zM5 5V2h7v7H9" {...props} />;
}
