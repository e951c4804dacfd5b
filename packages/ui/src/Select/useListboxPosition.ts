import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import type { CSSProperties } from 'react';

/** Gap between the field and its list, and the margin kept from the viewport edge. */
const GAP_PX = 4;
const EDGE_PX = 8;
/** About eight options; longer lists scroll inside the popup. */
const MAX_HEIGHT_PX = 288;

/**
 * Positions a listbox popup under its field with floating-ui: flips above when there is no
 * room below, shifts inside the viewport, matches the field's width and never grows taller
 * than the space available. `fixed` keeps it out of any scrolling container's clip.
 */
export interface ListboxPosition {
  /** Ref callback for the field the list is attached to. */
  setReference: (node: Element | null) => void;
  /** Ref callback for the floating list. */
  setFloating: (node: HTMLElement | null) => void;
  /** Position styles for the floating list. */
  floatingStyles: CSSProperties;
  /** Where the list ended up (`bottom-start`, or `top-start` after a flip). */
  placement: Placement;
}

export function useListboxPosition(open: boolean): ListboxPosition {
  const { refs, floatingStyles, placement } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    // Only track scrolling and resizing while the list is visible.
    whileElementsMounted: open ? autoUpdate : undefined,
    middleware: [
      offset(GAP_PX),
      flip({ padding: EDGE_PX }),
      shift({ padding: EDGE_PX }),
      size({
        padding: EDGE_PX,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.max(0, Math.min(availableHeight, MAX_HEIGHT_PX))}px`,
          });
        },
      }),
    ],
  });
  return {
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    floatingStyles,
    placement,
  };
}
