import { LineIcon } from './base';
import type { LineIconProps } from './base';

/** Props of {@link CloseIcon}. */
export interface CloseIconProps extends LineIconProps {
  /** Distance of the cross's ends from the viewBox edges. */
  inset?: number;
}

/** The decorative "×" of close, clear and remove buttons (the button carries the name). */
export function CloseIcon({ viewBoxSize = 16, inset = viewBoxSize / 4, ...props }: CloseIconProps) {
  const far = viewBoxSize - inset;
  return (
    <LineIcon
      viewBoxSize={viewBoxSize}
      d={`M${inset} ${inset}L${far} ${far}M${far} ${inset}L${inset} ${far}`}
      joinRound={false}
      {...props}
    />
  );
}

/** Props of {@link ChevronIcon}. */
export interface ChevronIconProps extends LineIconProps {
  /** Where the chevron points. */
  direction?: 'up' | 'down' | 'left' | 'right';
  /** Half the chevron's width, which is also its depth. */
  arm?: number;
  /**
   * Coordinate (y for up/down, x for left/right) of the chevron's two open ends; several draw
   * several chevrons, as in the "first page" double chevron.
   */
  base?: number | readonly number[];
}

function chevronPath(
  direction: ChevronIconProps['direction'],
  arm: number,
  base: number,
  centre: number,
) {
  const tip = direction === 'down' || direction === 'right' ? base + arm : base - arm;
  return direction === 'up' || direction === 'down'
    ? `M${centre - arm} ${base}L${centre} ${tip}L${centre + arm} ${base}`
    : `M${base} ${centre - arm}L${tip} ${centre}L${base} ${centre + arm}`;
}

/** The decorative chevron of select-like triggers, pagers, disclosure rows and menus. */
export function ChevronIcon({
  viewBoxSize = 16,
  direction = 'down',
  arm = 4,
  base = 6,
  ...props
}: ChevronIconProps) {
  const bases = typeof base === 'number' ? [base] : base;
  return (
    <LineIcon
      viewBoxSize={viewBoxSize}
      d={bases.map((one) => chevronPath(direction, arm, one, viewBoxSize / 2)).join('')}
      {...props}
    />
  );
}
