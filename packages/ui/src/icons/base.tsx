import type { ReactNode, SVGProps } from 'react';

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'ref'>;

/** Props every icon takes; the rest go to the `<svg>` (className, style, data-*). */
export interface IconProps extends SvgProps {
  /** Rendered width and height attributes; omit to size the icon with CSS. */
  size?: number;
}

/**
 * The `<svg>` of every icon: square viewBox of side `grid`, decorative (the control around it
 * carries the name), drawn in currentColor by its children.
 */
export function IconSvg({
  grid,
  size,
  children,
  ...props
}: IconProps & { grid: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Props shared by the line icons (one stroked path). */
export interface LineIconProps extends IconProps {
  /** Side of the square viewBox in user units. */
  viewBoxSize?: number;
  /** Stroke width in viewBox units. */
  strokeWidth?: number;
  /** Round line caps (and joins); butt caps and miter joins otherwise. */
  rounded?: boolean;
  /** Sets `fill="none"` on the path. */
  noFill?: boolean;
}

/** One stroked path in currentColor. */
export function LineIcon({
  d,
  viewBoxSize = 16,
  strokeWidth = 1.6,
  rounded = true,
  noFill = true,
  joinRound = rounded,
  ...props
}: LineIconProps & { d: string; joinRound?: boolean }) {
  return (
    <IconSvg grid={viewBoxSize} {...props}>
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        fill={noFill ? 'none' : undefined}
        strokeLinecap={rounded ? 'round' : undefined}
        strokeLinejoin={joinRound ? 'round' : undefined}
      />
    </IconSvg>
  );
}
