/** What can take focus by Tab; enough for leaving a feed (no layout needed). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.closest('[inert], [hidden], [aria-hidden="true"]');
}

/**
 * APG feed: Ctrl+Home moves focus to the focusable element just before the feed, Ctrl+End to
 * the first one after it. Returns whether focus moved (nothing before or after: it stays).
 */
export function focusOutsideFeed(feed: HTMLElement, direction: 'before' | 'after'): boolean {
  const candidates = [...feed.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !feed.contains(element) && isTabbable(element),
  );
  const placed = (element: HTMLElement) => feed.compareDocumentPosition(element);
  const target =
    direction === 'before'
      ? candidates.filter((element) => placed(element) & Node.DOCUMENT_POSITION_PRECEDING).at(-1)
      : candidates.find((element) => placed(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  target?.focus();
  return target !== undefined;
}
