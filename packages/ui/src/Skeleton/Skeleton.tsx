import type { CSSProperties } from 'react';
import { toCss } from '../css';
import { SkeletonBlock, SkeletonLines } from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps {
  /** Shape: a text line (default), a rectangle, or a circle (for avatars). */
  variant?: SkeletonVariant;
  /** CSS width (number = px); 100% for text and rect by default, `height` for a circle. */
  width?: number | string;
  /** CSS height (number = px); 1em for text by default, 40px for rect and circle. */
  height?: number | string;
  /** For `text`: how many lines; the last of several is shorter. 1 by default. */
  lines?: number;
  /** Class name for layout by the parent. */
  className?: string;
}

/**
 * A placeholder drawn while content loads. It is hidden from assistive technology: the
 * container that loads announces it (aria-busy, a Spinner or a status text) instead.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const blockHeight = height ?? (variant === 'text' ? '1em' : 40);
  const blockWidth = width ?? (variant === 'circle' ? blockHeight : '100%');
  const style = {
    '--maru-skeleton-width': toCss(blockWidth),
    '--maru-skeleton-height': toCss(blockHeight),
  } as CSSProperties;
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonLines aria-hidden="true" data-variant="text" className={className}>
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock key={index} data-variant="text" style={style} />
        ))}
      </SkeletonLines>
    );
  }
  return (
    <SkeletonBlock aria-hidden="true" data-variant={variant} style={style} className={className} />
  );
}
