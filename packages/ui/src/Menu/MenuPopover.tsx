import type { ReactNode, RefObject } from 'react';
import type { Placement } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { MenuSurface } from './Menu.styles';
import { useFollowTrigger } from './useFollowTrigger';

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
 * The floating surface of a menu, on the shared PopoverSurface: react-aria positions it (flip
 * and shift at the viewport edge), closes it on Esc or a click outside, returns focus to the
 * trigger, and it carries the active locale's `lang` although it is portalled out of the app.
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
  // A submenu follows its trigger in the parent menu; the root menu's button does not move.
  useFollowTrigger(triggerRef, isNonModal && state.isOpen);
  return (
    <MenuSurface
      state={state}
      triggerRef={triggerRef}
      placement={placement}
      offset={offset}
      crossOffset={crossOffset}
      containerPadding={8}
      isNonModal={isNonModal}
      {...(shouldCloseOnInteractOutside ? { shouldCloseOnInteractOutside } : {})}
      data-level={level}
    >
      {children}
    </MenuSurface>
  );
}
