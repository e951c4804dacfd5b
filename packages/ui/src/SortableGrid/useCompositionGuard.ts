import { useEffect } from 'react';
import type { RefObject } from 'react';
import { isImeComposing } from '../keyboard';

/**
 * Keeps the keys of an input method composition away from the grid: react-aria starts a drag
 * on Enter and drops, cancels and moves on keys it listens for on the document, so a keydown
 * that belongs to a composition (isComposing, keyCode 229, or between compositionstart and
 * compositionend) is stopped on the window, before any of them, and so is its keyup.
 */
export function useCompositionGuard(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    const view = root?.ownerDocument.defaultView;
    if (!root || !view) return;
    let composing = false;
    const swallowed = new Set<string>();
    const inside = (event: Event) => event.target instanceof Node && root.contains(event.target);

    const onComposition = (event: Event) => {
      if (inside(event)) composing = event.type === 'compositionstart';
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!inside(event) || !(composing || isImeComposing(event))) return;
      swallowed.add(event.key);
      event.stopImmediatePropagation();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (inside(event) && swallowed.delete(event.key)) event.stopImmediatePropagation();
    };

    const listeners = [
      ['compositionstart', onComposition],
      ['compositionend', onComposition],
      ['keydown', onKeyDown],
      ['keyup', onKeyUp],
    ] as const;
    for (const [type, listener] of listeners)
      view.addEventListener(type, listener as EventListener, true);
    return () => {
      for (const [type, listener] of listeners) {
        view.removeEventListener(type, listener as EventListener, true);
      }
    };
  }, [ref]);
}
