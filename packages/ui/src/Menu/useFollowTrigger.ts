import { autoUpdate } from '@floating-ui/react';
import { useEffect, type RefObject } from 'react';

/** Whether two rectangles cover the same place. */
const samePlace = (a: DOMRect, b: DOMRect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * Keeps an open submenu beside its trigger when the trigger moves. The trigger is an item of
 * the parent menu, which react-aria may place again after the submenu was placed (its size
 * changed: a font arrived, its items were measured); react-aria places an overlay again when
 * the window resizes or the overlay or its trigger change size, never when the trigger only
 * moves, and the submenu stayed where the parent had been (seen on a busy machine: a
 * third-level menu drawn at the page's top left corner). floating-ui's `autoUpdate` notices the
 * move (an IntersectionObserver on the trigger); the window's `resize` event then has react-aria
 * place every open overlay again, the parent first, as a real resize would.
 */
export function useFollowTrigger(triggerRef: RefObject<Element | null>, isOpen: boolean): void {
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!isOpen || !(trigger instanceof HTMLElement)) return undefined;
    let last: DOMRect | null = null;
    // Only the trigger is watched (no scroll, resize or size observers), so autoUpdate never
    // reads its `floating` argument; react-aria owns the submenu element.
    return autoUpdate(
      trigger,
      trigger,
      () => {
        const now = trigger.getBoundingClientRect();
        if (last && !samePlace(last, now)) window.dispatchEvent(new Event('resize'));
        last = now;
      },
      {
        ancestorScroll: false,
        ancestorResize: false,
        elementResize: false,
        layoutShift: typeof IntersectionObserver === 'function',
      },
    );
  }, [triggerRef, isOpen]);
}
