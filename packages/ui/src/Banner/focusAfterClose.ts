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

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert], fieldset[disabled]')) {
    return false;
  }
  // jsdom has no layout and no checkVisibility; browsers skip display:none/visibility:hidden.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : true;
}

/**
 * Where focus goes when a banner that holds it disappears (WCAG 2.4.3), chosen while the
 * banner is still in the document: the first tabbable element after it, else the `main`
 * landmark, else the last tabbable element before it.
 */
export function findFocusAfterClose(banner: HTMLElement): HTMLElement | null {
  const doc = banner.ownerDocument;
  const tabbables = [...doc.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => !banner.contains(element) && isTabbable(element),
  );
  const after = tabbables.find(
    (element) => banner.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  if (after) return after;
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !banner.contains(main)) return main;
  return (
    tabbables.findLast(
      (element) => banner.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    ) ?? null
  );
}

/** Focuses `target`, making a landmark such as `main` programmatically focusable first. */
export function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}
