import { useMemo, useRef } from 'react';
import type { DOMAttributes, ReactNode } from 'react';
import { Overlay, useDialog, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { useLocale } from '../intl/LocaleContext';
import { DialogBox, Panel, Underlay } from './ModalFrame.styles';

/** Widths of the modal panel in px: the spec's dialogs (360, 640, 650, 840) and message boxes (400). */
export type ModalWidth = 360 | 400 | 640 | 650 | 840;

/** `data-*` attributes passed through to the element with the dialog role. */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

export interface ModalFrameProps extends DataAttributes {
  /** Called by Esc and a click outside (when allowed); the owner decides to close. */
  onDismiss: () => void;
  role: 'dialog' | 'alertdialog';
  /** A click on the underlay dismisses. */
  isDismissable: boolean;
  /** Esc does not dismiss. */
  isKeyboardDismissDisabled: boolean;
  width: ModalWidth;
  /** `dialog`: header, scrolling body and footer; `alert`: one padded column. */
  layout: 'dialog' | 'alert';
  'aria-describedby'?: string | undefined;
  'aria-label'?: string | undefined;
  /** Id of the element with the dialog role (a trigger's aria-controls points at it). */
  id?: string | undefined;
  /** Receives the title's props (its id labels the dialog). */
  children: (titleProps: DOMAttributes<HTMLElement>) => ReactNode;
}

/**
 * The modal machinery shared by Dialog, AlertDialog and MessageBox: a portal to <body> with a
 * focus scope that contains Tab and restores focus to the opener (react-aria `Overlay`), the
 * underlay with outside-click and Esc dismissal, background scroll lock and `inert` on the
 * rest of the page (`useModalOverlay`), and the dialog role with its label (`useDialog`).
 * It is mounted only while open; closing is its owner's decision.
 */
export function ModalFrame(props: ModalFrameProps) {
  return (
    <Overlay>
      <ModalFrameContent {...props} />
    </Overlay>
  );
}

function ModalFrameContent({
  onDismiss,
  role,
  isDismissable,
  isKeyboardDismissDisabled,
  width,
  layout,
  children,
  ...dialogAttributes
}: ModalFrameProps) {
  const locale = useLocale();
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Always open while mounted: dismissal is reported, never acted on here.
  const state = useMemo<OverlayTriggerState>(
    () => ({
      isOpen: true,
      setOpen: (isOpen: boolean) => {
        if (!isOpen) onDismiss();
      },
      open: () => undefined,
      close: onDismiss,
      toggle: onDismiss,
      point: null,
      setPoint: () => undefined,
    }),
    [onDismiss],
  );
  const { modalProps, underlayProps } = useModalOverlay(
    { isDismissable, isKeyboardDismissDisabled },
    state,
    modalRef,
  );
  const { dialogProps, titleProps } = useDialog({ ...dialogAttributes, role }, dialogRef);
  return (
    // The portal leaves the provider's lang scope, so the overlay carries the locale itself.
    <Underlay {...underlayProps} lang={locale}>
      <Panel {...modalProps} ref={modalRef} data-width={width}>
        {/* APG dialog: aria-modal tells screen readers the rest is out of reach; react-aria
            makes it so (inert, aria-hidden) but leaves the attribute out. */}
        <DialogBox
          {...dialogAttributes}
          {...dialogProps}
          aria-modal="true"
          ref={dialogRef}
          data-layout={layout}
        >
          {children(titleProps)}
        </DialogBox>
      </Panel>
    </Underlay>
  );
}
