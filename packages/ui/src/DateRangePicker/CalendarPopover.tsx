import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { DismissButton, useDialog } from 'react-aria';
import type { AriaDialogProps } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { CalendarSurface } from './DateRangePicker.styles';

export interface CalendarPopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  dialogProps: AriaDialogProps;
  children: ReactNode;
}

/**
 * The APG date picker dialog: a modal popover under the field (an invisible underlay takes the
 * press outside and the rest of the page is hidden from screen readers while it is open); Esc
 * or a press outside closes it and focus goes back to the calendar button (react-aria's Overlay
 * restores focus). It carries the active locale's `lang`, being portalled out of the app.
 */
export function CalendarPopover({
  state,
  triggerRef,
  dialogProps,
  children,
}: CalendarPopoverProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { dialogProps: dialogDomProps } = useDialog(dialogProps, dialogRef);
  return (
    <CalendarSurface state={state} triggerRef={triggerRef} placement="bottom start" offset={4}>
      <DismissButton onDismiss={state.close} />
      <div {...dialogDomProps} ref={dialogRef}>
        {children}
      </div>
      <DismissButton onDismiss={state.close} />
    </CalendarSurface>
  );
}
