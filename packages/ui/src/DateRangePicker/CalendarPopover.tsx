import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { DismissButton, Overlay, useDialog, usePopover } from 'react-aria';
import type { AriaDialogProps } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { PopoverBox, Underlay } from './DateRangePicker.styles';

export interface CalendarPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  dialogProps: AriaDialogProps;
  children: ReactNode;
}

/**
 * The APG date picker dialog: a non-modal popover under the field; Esc or a click outside
 * closes it and focus goes back to the calendar button (react-aria's Overlay restores focus).
 */
export function CalendarPopover({
  state,
  triggerRef,
  dialogProps,
  children,
}: CalendarPopoverProps) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  const { dialogProps: dialogDomProps } = useDialog(dialogProps, dialogRef);
  return (
    <Overlay>
      <Underlay {...underlayProps} />
      <PopoverBox {...popoverProps} ref={popoverRef}>
        <DismissButton onDismiss={state.close} />
        <div {...dialogDomProps} ref={dialogRef}>
          {children}
        </div>
        <DismissButton onDismiss={state.close} />
      </PopoverBox>
    </Overlay>
  );
}
