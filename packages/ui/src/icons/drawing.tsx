import type { ReactNode } from 'react';
import { IconSvg, LineIcon } from './base';
import type { IconProps, LineIconProps } from './base';

/*
 * How the drawn icons are drawn: strokes in currentColor, one grid per drawing. Each icon is a
 * module of its own (icons/drawn/), so an app loads only the icons it shows: the top bar's
 * first-load icons do not bring the date picker's or the uploader's along.
 */

/**
 * The attributes of a stroke in currentColor, `width` units wide, with round caps and/or joins,
 * unfilled (a stroked part is a line or an outline; the solid shapes set their own fill).
 */
export function line(width: number, ...round: ('cap' | 'join')[]) {
  return {
    stroke: 'currentColor',
    strokeWidth: width,
    fill: 'none',
    strokeLinecap: round.includes('cap') ? ('round' as const) : undefined,
    strokeLinejoin: round.includes('join') ? ('round' as const) : undefined,
  };
}

/** An icon drawn on a `grid`-unit square; rendered at `size` (the grid by default). */
export function Glyph({
  grid,
  size = grid,
  ...props
}: IconProps & { grid: number; children: ReactNode }) {
  return <IconSvg grid={grid} size={size} {...props} />;
}

/** A 20-unit line drawing: the strokes are set once on the `<svg>` and inherited. */
export function Line20(props: IconProps & { children: ReactNode }) {
  return <Glyph grid={20} {...line(1.6, 'cap', 'join')} {...props} />;
}

/** A one-path line drawing on the 16 grid, rendered at 16 unless told. */
export function Line16({ size = 16, ...props }: LineIconProps & { d: string }) {
  return <LineIcon size={size} {...props} />;
}
