import { tabbableNeighbour } from '../internal/tabbable';

/**
 * APG feed: Ctrl+Home moves focus to the focusable element just before the feed, Ctrl+End to
 * the first one after it. Returns whether focus moved (nothing before or after: it stays).
 */
export function focusOutsideFeed(feed: HTMLElement, direction: 'before' | 'after'): boolean {
  const target = tabbableNeighbour(feed, direction);
  target?.focus();
  return target !== null;
}
