import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { DismissButton, useDialog, useId, useOverlayTrigger } from 'react-aria';
import type { Placement } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import type { OverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button';
import type { DialogContent, DialogOpenProps } from '../Dialog/Dialog';
import { PopoverArrow, PopoverBox, PopoverDialog, PopoverTitle } from './Popover.styles';

export type PopoverPlacement = Placement;

export interface PopoverProps extends Omit<DialogOpenProps, 'state'> {
  /** The visible label of the button that opens the popover. */
  label: ReactNode;
  /** Variant of the opening button; `secondary` by default. */
  triggerVariant?: ButtonVariant;
  /** A heading inside; it names the popover. Without it the trigger's label names it. */
  title?: ReactNode;
  /** The content, or a function of `close` for buttons that close the popover. */
  children: DialogContent;
  /** Preferred side and alignment; flips to the other side when there is no room. */
  placement?: PopoverPlacement;
  /** Gap between trigger and popover in px; 8 by default. */
  offset?: number;
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** Minimum distance kept from the viewport edge when shifting, in px; 12 by default. */
  containerPadding?: number;
}

/**
 * A button that opens a popover dialog (react-aria `usePopover`): placed
 * beside the trigger, flipped and shifted to stay in the viewport, closed by Esc and by a click
 * outside; focus moves into it on open and back to the trigger on close.
 */
export function Popover({
  label,
  triggerVariant = 'secondary',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...panelProps
}: PopoverProps) {
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const triggerId = useId();
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={triggerVariant}
        aria-expanded={triggerProps['aria-expanded']}
        aria-controls={triggerProps['aria-controls']}
        data-state={state.isOpen ? 'open' : 'closed'}
        onPress={() => state.toggle()}
      >
        {label}
      </Button>
      {state.isOpen ? (
        <PopoverPanel
          {...panelProps}
          id={overlayProps.id}
          triggerId={triggerId}
          triggerRef={triggerRef}
          state={state}
        />
      ) : null}
    </>
  );
}

interface PopoverPanelProps extends Omit<
  PopoverProps,
  'label' | 'triggerVariant' | keyof DialogOpenProps
> {
  id: string | undefined;
  triggerId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  state: OverlayTriggerState;
}

function PopoverPanel({
  title,
  children,
  placement = 'bottom start',
  offset = 8,
  showArrow = false,
  containerPadding = 12,
  id,
  triggerId,
  triggerRef,
  state,
}: PopoverPanelProps) {
  const arrowRef = useRef<SVGSVGElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { dialogProps } = useDialog(
    { 'aria-labelledby': title === undefined ? triggerId : titleId },
    dialogRef,
  );
  const close = () => state.close();
  return (
    <PopoverBox
      state={state}
      triggerRef={triggerRef}
      placement={placement}
      offset={offset}
      containerPadding={containerPadding}
      {...(showArrow ? { arrowRef } : {})}
      // The arrow's tip needs room at the trigger's corner.
      arrowBoundaryOffset={12}
    >
      {({ arrowProps }) => (
        <>
          {showArrow ? (
            <PopoverArrow {...arrowProps} ref={arrowRef} width={12} height={6} viewBox="0 0 12 6">
              <path d="M0 0 L6 6 L12 0" />
            </PopoverArrow>
          ) : null}
          {/* Screen-reader users on touch devices have no Esc: a hidden close button at each end. */}
          <DismissButton onDismiss={close} />
          <PopoverDialog {...dialogProps} ref={dialogRef} id={id}>
            {title === undefined ? null : <PopoverTitle id={titleId}>{title}</PopoverTitle>}
            {typeof children === 'function' ? children(close) : children}
          </PopoverDialog>
          <DismissButton onDismiss={close} />
        </>
      )}
    </PopoverBox>
  );
}
