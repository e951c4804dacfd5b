import { tabbableNeighbour } from '../internal/tabbable';

/**
 * Where focus goes when a banner that holds it disappears (WCAG 2.4.3), chosen while the
 * banner is still in the document: the first tabbable element after it, else the `main`
 * landmark, else the last tabbable element before it.
 */
export function findFocusAfterClose(banner: HTMLElement): HTMLElement | null {
  const after = tabbableNeighbour(banner, 'after');
  if (after) return after;
  const main = banner.ownerDocument.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !banner.contains(main)) return main;
  return tabbableNeighbour(banner, 'before');
}

/** Focuses `target`, making a landmark such as `main` programmatically focusable first. */
export function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}
