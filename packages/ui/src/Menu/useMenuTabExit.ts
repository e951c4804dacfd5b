import { useEffect } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { OverlayTriggerState } from 'react-stately';
import { tabbableNeighbour } from '../internal/tabbable';
import { isImeComposing } from '../keyboard';

/**
 * APG menu button: Tab in an open menu closes it (submenus too) and focus moves on from the
 * menu button: to the next element of the page's Tab sequence, or with Shift+Tab to the one
 * before the button. react-aria lets Tab through, but the rest of the page is inert while the
 * menu is open, so focus fell to the body and the menu stayed open. The listener sits on
 * window in the capture phase to run before react-aria's own Tab handling on document.
 */
export function useMenuTabExit(
  state: OverlayTriggerState,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!state.isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const trigger = triggerRef.current;
      const target = event.target;
      if (!trigger || !(target instanceof Element) || !target.closest('[role="menu"]')) return;
      if (isImeComposing(event)) return;
      event.preventDefault();
      event.stopPropagation();
      // Closed synchronously, so the page is no longer inert when focus moves.
      flushSync(() => state.close());
      (tabbableNeighbour(trigger, event.shiftKey ? 'before' : 'after') ?? trigger).focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [state, triggerRef]);
}
