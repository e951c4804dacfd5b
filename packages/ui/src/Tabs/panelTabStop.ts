import { useLayoutEffect, type RefObject } from 'react';
import { hasTabbableInside } from '../internal/tabbable';

/** The attributes that make an element inside the panel reachable or not. */
const REACH_ATTRIBUTES = ['tabindex', 'disabled', 'hidden', 'inert', 'href', 'contenteditable'];

/**
 * APG tabs: the selected panel is in the tab order (`tabindex="0"`) only while nothing inside
 * it is, so Tab from the tab goes to the panel's first control, or to the panel itself when it
 * holds only text. The attribute is set on the element, not rendered: deciding it costs no
 * re-render. It is decided when the panel mounts and again after its content changes, once per
 * batch of changes (the observer's callback, right after React's commit, so a key pressed next
 * already finds the right tab order); react-aria's `useTabPanel` walks the whole panel after
 * every render and re-renders with the answer: about 140 ms of the home page's load on a slow
 * phone.
 */
export function usePanelTabStop(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const decide = () => {
      const isTabStop = !hasTabbableInside(panel);
      // Written only when it changes: the write is a mutation the observer sees.
      if (isTabStop === panel.hasAttribute('tabindex')) return;
      if (isTabStop) panel.tabIndex = 0;
      else panel.removeAttribute('tabindex');
    };
    decide();
    const observer = new MutationObserver((records) => {
      // The panel's own tab stop is this hook's write, not a change of its content.
      const own = (record: MutationRecord) =>
        record.type === 'attributes' && record.target === panel;
      if (records.every(own)) return;
      decide();
    });
    observer.observe(panel, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: REACH_ATTRIBUTES,
    });
    return () => observer.disconnect();
  }, [ref]);
}
