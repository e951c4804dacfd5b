/** The portlet's size constants (spec 01 §9). */
export const PORTLET_HEIGHT = 280;
export const PORTLET_HEADER_HEIGHT = 50;
export const PORTLET_TABS_HEIGHT = 50;
export const PORTLET_MAX_ROWS = 5;

/**
 * Height of the portlet's scrolling body: the card's height with the header's 50 px and, when
 * there are tabs, the tab row's 50 px deducted (spec 01 §9). Never negative.
 */
export function portletBodyHeight(height: number, hasTabs: boolean): number {
  const deducted = PORTLET_HEADER_HEIGHT + (hasTabs ? PORTLET_TABS_HEIGHT : 0);
  return Math.max(0, height - deducted);
}

/** The scroll metrics of the body (those of an HTMLElement). */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How close to the bottom counts as the end of the list: about half a row. */
export const LIST_END_THRESHOLD = 24;

/**
 * Whether the end of the list is in view (scrolled to, or the list is shorter than the body),
 * which appends the next page. A body that has not been laid out (height 0) has not been seen.
 */
export function isListEndInView(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  threshold: number = LIST_END_THRESHOLD,
): boolean {
  if (clientHeight <= 0) return false;
  return scrollHeight - scrollTop - clientHeight <= threshold;
}

/** The keys of the APG feed pattern that move between articles. */
export interface FeedKey {
  key: string;
  ctrlKey?: boolean;
}

/**
 * The article the focus moves to for a key inside the feed (APG feed: Page Down next, Page Up
 * previous; they stop at the ends), or `null` when the key is not the feed's.
 */
export function feedFocusTarget(
  { key, ctrlKey }: FeedKey,
  index: number,
  count: number,
): number | null {
  if (ctrlKey || count === 0) return null;
  if (key === 'PageDown') return Math.min(index + 1, count - 1);
  if (key === 'PageUp') return Math.max(index - 1, 0);
  return null;
}
