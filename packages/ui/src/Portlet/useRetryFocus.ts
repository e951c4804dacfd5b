import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { PortletStatus } from './Portlet';

/**
 * Keeps keyboard focus in the card when its retry button goes away. Pressing retry moves the
 * card from the error state to loading, which unmounts the focused button and would drop focus
 * to the page's body (a keyboard user starts again from the top). When that happens, the card
 * itself takes focus (a programmatic stop, `tabindex="-1"` only while focused), so the next Tab
 * continues from it and a screen reader announces the card by its heading.
 */
export function useRetryFocus(
  card: RefObject<HTMLElement | null>,
  status: PortletStatus,
  onRetry: (() => void) | undefined,
): (() => void) | undefined {
  const retried = useRef(false);
  useLayoutEffect(() => {
    if (!retried.current || status === 'error') return;
    retried.current = false;
    const element = card.current;
    const active = element?.ownerDocument.activeElement;
    if (!element || (active && active !== element.ownerDocument.body)) return;
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
    element.focus({ preventScroll: true });
  }, [card, status]);
  if (!onRetry) return undefined;
  return () => {
    retried.current = true;
    onRetry();
  };
}
