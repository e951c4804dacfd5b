import type { SVGProps } from 'react';

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'ref'>;

/** Props shared by the internal line icons. */
export interface LineIconProps extends SvgProps {
  /** Side of the square viewBox in user units. */
  viewBoxSize?: number;
  /** Rendered width and height attributes; omit to size the icon with CSS. */
  size?: number;
  /** Stroke width in viewBox units. */
  strokeWidth?: number;
  /** Round line caps (and joins); butt caps and miter joins otherwise. */
  rounded?: boolean;
  /** Sets `fill="none"` on the path. */
  noFill?: boolean;
}

function LineIcon({
  d,
  viewBoxSize = 16,
  size,
  strokeWidth = 1.6,
  rounded = true,
  noFill = true,
  joinRound = rounded,
  ...props
}: LineIconProps & { d: string; joinRound?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${viewBoxSize} ${viewBoxSize}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        fill={noFill ? 'none' : undefined}
        strokeLinecap={rounded ? 'round' : undefined}
        strokeLinejoin={joinRound ? 'round' : undefined}
      />
    </svg>
  );
}

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

/** Props of {@link ChevronDownIcon}. */
export interface ChevronDownIconProps extends LineIconProps {
  /** Half the chevron's width, which is also its height. */
  arm?: number;
  /** Y of the chevron's two upper ends. */
  top?: number;
}

/** The decorative down chevron of select-like triggers. */
export function ChevronDownIcon({
  viewBoxSize = 16,
  arm = 4,
  top = 6,
  ...props
}: ChevronDownIconProps) {
  const centre = viewBoxSize / 2;
  return (
    <LineIcon
      viewBoxSize={viewBoxSize}
      d={`M${centre - arm} ${top}L${centre} ${top + arm}L${centre + arm} ${top}`}
      {...props}
    />
  );
}
