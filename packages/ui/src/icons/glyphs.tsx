import type { ReactNode } from 'react';
import { IconSvg, LineIcon } from './base';
import type { IconProps, LineIconProps } from './base';

/*
 * The drawn icons of the set: decorative, currentColor, one component per meaning. `size`
 * defaults to the grid the icon is drawn on. Where two screens need the same meaning at two
 * optical sizes, the icon keeps one drawing per grid (`grid`), not a scaled copy, because thin
 * strokes need their own geometry to stay crisp.
 */

/**
 * The attributes of a stroke in currentColor, `width` units wide, with round caps and/or joins,
 * unfilled (a stroked part is a line or an outline; the solid shapes set their own fill).
 */
function line(width: number, ...round: ('cap' | 'join')[]) {
  return {
    stroke: 'currentColor',
    strokeWidth: width,
    fill: 'none',
    strokeLinecap: round.includes('cap') ? ('round' as const) : undefined,
    strokeLinejoin: round.includes('join') ? ('round' as const) : undefined,
  };
}

/** An icon drawn on a `grid`-unit square; rendered at `size` (the grid by default). */
function Glyph({ grid, size = grid, ...props }: IconProps & { grid: number; children: ReactNode }) {
  return <IconSvg grid={grid} size={size} {...props} />;
}

/** A 20-unit line drawing: the strokes are set once on the `<svg>` and inherited. */
function Line20(props: IconProps & { children: ReactNode }) {
  return <Glyph grid={20} {...line(1.6, 'cap', 'join')} {...props} />;
}

/** A calendar page: opens a date picker. */
export function CalendarIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <rect x="2" y="3" width="12" height="11" rx="1.5" {...line(1.5)} />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" {...line(1.5, 'cap')} />
    </Glyph>
  );
}

/** An envelope: writes an e-mail. */
export function MailIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <rect x="2" y="3.5" width="12" height="9" rx="1.5" {...line(1.4)} />
      <path d="m2.5 4.5 5.5 4 5.5-4" {...line(1.4)} />
    </Glyph>
  );
}

/** Three horizontal dots: more actions, or the way to the full page. */
export function MoreIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </Glyph>
  );
}

/** A circular arrow: reloads. */
export function RefreshIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" {...line(1.6, 'cap')} />
    </Glyph>
  );
}

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

/** A page with a folded corner: a file. */
export function FileIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path
        d="M4 1.5h5l3.5 3.5v9a.5.5 0 0 1-.5.5H4a.5.5 0 0 1-.5-.5V2a.5.5 0 0 1 .5-.5ZM9 1.5V5h3.5"
        {...line(1.3, 'join')}
      />
    </Glyph>
  );
}

/** A solid head and shoulders: the placeholder of a missing photo (40 grid). */
export function PersonIcon(props: IconProps) {
  return (
    <Glyph grid={40} {...props}>
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 36c1.5-7.5 7-11 14-11s12.5 3.5 14 11Z" fill="currentColor" />
    </Glyph>
  );
}

/** A tick: selected or checked. The 12 grid is the heavier tick inside a checkbox. */
export function CheckIcon({ grid = 16, ...props }: IconProps & { grid?: 12 | 16 }) {
  return (
    <Glyph grid={grid} {...props}>
      {grid === 12 ? (
        <path d="M2.25 6.25 4.75 8.75 9.75 3.25" {...line(2, 'cap', 'join')} />
      ) : (
        <path d="M3.5 8.5l3 3 6-7" {...line(1.8, 'cap', 'join')} />
      )}
    </Glyph>
  );
}

/** A dash: the mixed state of a checkbox (12 grid). */
export function MinusIcon(props: IconProps) {
  return (
    <Glyph grid={12} {...props}>
      <path d="M2.5 6h7" {...line(2, 'cap')} />
    </Glyph>
  );
}

/*
 * The two tone icons are solid shapes with a `data-mark` stroke: the container's styles colour
 * the mark (`[data-mark] { stroke: … }`) so it reads against the shape in every theme.
 */

/** A solid triangle with an exclamation mark. */
export function WarningIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <path d="M8 1.5 15 14H1L8 1.5Z" fill="currentColor" />
      <path data-mark d="M8 6v3.5M8 11.5v.5" strokeWidth="1.6" strokeLinecap="round" />
    </Glyph>
  );
}

/** A solid circle with an "i". */
export function InfoIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path data-mark d="M8 7v4.5M8 4.5v.5" strokeWidth="1.6" strokeLinecap="round" />
    </Glyph>
  );
}

/** A magnifier: searches. The 20 grid is the top bar's. */
export function SearchIcon({ grid = 16, ...props }: IconProps & { grid?: 16 | 20 }) {
  return grid === 20 ? (
    <Line20 {...props}>
      <circle cx="8.5" cy="8.5" r="5" />
      <path d="m12.5 12.5 4 4" />
    </Line20>
  ) : (
    <Glyph grid={16} {...props}>
      <circle cx="7" cy="7" r="4.75" {...line(1.5)} />
      <path d="M10.5 10.5 14 14" {...line(1.5, 'cap')} />
    </Glyph>
  );
}

/** A cog: settings. The 20 grid is the top bar's. */
export function GearIcon({ grid = 16, ...props }: IconProps & { grid?: 16 | 20 }) {
  return grid === 20 ? (
    <Line20 {...props}>
      <circle cx="10" cy="10" r="2.5" />
      <path d="M10 2.5v2M10 15.5v2M2.5 10h2M15.5 10h2M4.7 4.7l1.4 1.4M13.9 13.9l1.4 1.4M4.7 15.3l1.4-1.4M13.9 6.1l1.4-1.4" />
    </Line20>
  ) : (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="2.2" {...line(1.4)} />
      <path
        d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
        {...line(1.4, 'cap')}
      />
    </Glyph>
  );
}

/** A bell: notifications (20 grid). */
export function BellIcon(props: IconProps) {
  return (
    <Line20 {...props}>
      <path d="M5 8.5a5 5 0 0 1 10 0V12l1.5 2.5h-13L5 12V8.5Z" />
      <path d="M8 16.5a2 2 0 0 0 4 0" />
    </Line20>
  );
}

/** A question mark in a circle: help. */
export function HelpIcon(props: IconProps) {
  return (
    <Glyph grid={16} {...props}>
      <circle cx="8" cy="8" r="6.25" {...line(1.5)} />
      <path d="M6.3 6.2a1.8 1.8 0 1 1 2.5 1.7c-.5.2-.8.6-.8 1.1v.4" {...line(1.5, 'cap')} />
      <circle cx="8" cy="11.6" r="0.9" fill="currentColor" />
    </Glyph>
  );
}

/** A five-pointed star, outlined or `filled`: a favourite. */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Glyph
      grid={16}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinejoin="round"
      {...props}
    >
      <path d="m8 1.8 1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6L8 1.8Z" />
    </Glyph>
  );
}

/** A one-path line drawing on the 16 grid, rendered at 16 unless told. */
function Line16({ size = 16, ...props }: LineIconProps & { d: string }) {
  return <LineIcon size={size} {...props} />;
}

/** Two overlapping cards: a second one of something (a concurrent post). */
export function CardsIcon(props: LineIconProps) {
  return <Line16 d="M2 5h7v7H2zM5 5V2h7v7H9" {...props} />;
}

/** An arrow leaving a box: working elsewhere (dispatched). */
export function ExitIcon(props: LineIconProps) {
  return <Line16 d="M2 3v10h6M6 8h8M11 5l3 3-3 3" {...props} />;
}

/** A pause sign: away for a while. */
export function PauseIcon(props: LineIconProps) {
  return <Line16 d="M5 3v10M11 3v10" {...props} />;
}
