import type { ReactNode, RefObject } from 'react';
import { useRef } from 'react';
import { Overlay, usePopover } from 'react-aria';
import type { Placement } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { MenuSurface, MenuUnderlay } from './Menu.styles';

interface MenuPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  placement: Placement;
  /** Submenus are non-modal: the parent menu stays usable and no underlay is drawn. */
  isNonModal?: boolean;
  shouldCloseOnInteractOutside?: (element: Element) => boolean;
  /** Gap to the trigger in px: the root menu sits below its button, submenus overlap a little. */
  offset: number;
  crossOffset?: number;
  level: number;
  children: ReactNode;
}

/**
 * The floating surface of a menu: react-aria positions it (flip and shift at the viewport edge
 * through `shouldFlip` and its container padding), closes it on Esc or a click outside, and the
 * Overlay's focus scope returns focus to the trigger when it closes.
 */
export function MenuPopover({
  state,
  triggerRef,
  placement,
  isNonModal = false,
  shouldCloseOnInteractOutside,
  offset,
  crossOffset = 0,
  level,
  children,
}: MenuPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const {
    popoverProps,
    underlayProps,
    placement: actual,
  } = usePopover(
    {
      triggerRef,
      popoverRef,
      placement,
      offset,
      crossOffset,
      isNonModal,
      shouldFlip: true,
      containerPadding: 8,
      ...(shouldCloseOnInteractOutside ? { shouldCloseOnInteractOutside } : {}),
    },
    state,
  );
  return (
    <Overlay>
      {isNonModal ? null : <MenuUnderlay {...underlayProps} />}
      <MenuSurface
        {...popoverProps}
        ref={popoverRef}
        data-level={level}
        data-placement={actual ?? undefined}
      >
        {children}
      </MenuSurface>
    </Overlay>
  );
}
