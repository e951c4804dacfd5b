import type { ReactNode } from 'react';
import { BadgeRoot } from './Badge.styles';
import type { BadgeTone } from './badgePalette';
import { formatBadgeCount } from './badgeRules';

/** A short text label such as "New" or "Admin". */
interface LabelBadgeProps {
  /** The label text. */
  children: ReactNode;
  count?: never;
  max?: never;
}

/** A number such as unread notifications, capped at `max` ("99+"). */
interface CountBadgeProps {
  /** The number shown; negative and fractional values are floored to a whole count ≥ 0. */
  count: number;
  /** The largest number shown as is; above it the badge reads `max+`. 99 by default. */
  max?: number;
  children?: never;
}

export type BadgeProps = (LabelBadgeProps | CountBadgeProps) & {
  /** Colour: neutral (default), info, success, warning or danger. */
  tone?: BadgeTone;
  /**
   * Accessible name when the visible text alone says too little (a bare "5" next to a bell
   * icon): e.g. "읽지 않은 알림 5건". The visible text is then hidden from assistive technology.
   */
  'aria-label'?: string;
  /** Class name for layout by the parent. */
  className?: string;
};

/** A small label or count. Colour is never the only signal: the text carries the meaning. */
export function Badge(props: BadgeProps) {
  const { tone = 'neutral', className } = props;
  const label = props['aria-label'];
  const isCount = props.count !== undefined;
  const text = isCount ? formatBadgeCount(props.count, props.max) : props.children;
  return (
    <BadgeRoot
      data-tone={tone}
      data-variant={isCount ? 'count' : 'label'}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      {text}
    </BadgeRoot>
  );
}
