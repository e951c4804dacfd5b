/** What can be in the Tab sequence; `isTabbable` then drops what is disabled, inert or hidden. */
const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * True when Tab can reach the element: a non-negative tab index, not inside `hidden`, `inert`
 * or a disabled fieldset, and rendered (`aria-hidden` does not count: Tab still reaches it).
 */
export function isTabbable(element: HTMLElement): boolean {
  if (!element.matches(tabbableSelector) || element.tabIndex < 0) return false;
  if (element.closest('[hidden], [inert], fieldset[disabled]')) {
    return false;
  }
  // jsdom has no layout and no checkVisibility; browsers skip display:none/visibility:hidden.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/** True when Tab can reach anything inside `root` (only the selector's candidates are checked). */
export function hasTabbableInside(root: Element): boolean {
  return [...root.querySelectorAll<HTMLElement>(tabbableSelector)].some(isTabbable);
}

/**
 * The nearest element Tab (`after`) or Shift+Tab (`before`) reaches from `around`, skipping
 * everything inside it, in document order (positive tab indexes are not honoured; Maru sets
 * none). Null when there is none on that side.
 */
export function tabbableNeighbour(
  around: Element,
  direction: 'before' | 'after',
): HTMLElement | null {
  const candidates = [
    ...around.ownerDocument.querySelectorAll<HTMLElement>(tabbableSelector),
  ].filter((element) => !around.contains(element) && isTabbable(element));
  const side =
    direction === 'after' ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const onSide = (element: HTMLElement) => (around.compareDocumentPosition(element) & side) !== 0;
  return (direction === 'after' ? candidates.find(onSide) : candidates.findLast(onSide)) ?? null;
}
