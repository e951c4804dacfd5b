import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import type { OverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button';
import type { ButtonVariant } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { dialogCatalogue } from './catalogue';
import { CloseIcon } from '../icons';
import { Body, BodyEnd, Footer, Header, Title } from './Dialog.styles';
import { ModalFrame } from '../internal/ModalFrame';
import type { DataAttributes } from '../internal/ModalFrame';
import { useOverflow } from './useOverflow';

/** The spec's dialog widths in px: profile 360, palette 640, 650, settings 840. */
export type DialogSize = 360 | 640 | 650 | 840;

/** The named dialog widths, for pickers and stories. */
export const dialogSizes: readonly DialogSize[] = [360, 640, 650, 840];

/** Content given directly, or as a function of `close` for buttons that close the dialog. */
export type DialogContent = ReactNode | ((close: () => void) => ReactNode);

/** Open state: controlled (`isOpen` + `onOpenChange`), uncontrolled (`defaultOpen`) or shared. */
export interface DialogOpenProps {
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initial open state when uncontrolled; false by default. */
  defaultOpen?: boolean;
  /** Called with the new open state (close button, Esc, outside click, a trigger). */
  onOpenChange?: (isOpen: boolean) => void;
  /** A react-stately overlay state owned elsewhere; wins over the three props above. */
  state?: OverlayTriggerState;
}

export interface DialogProps extends DialogOpenProps, DataAttributes {
  /** The heading; it is the dialog's accessible name. */
  title: ReactNode;
  /** The body; it scrolls when taller than the viewport allows. */
  children?: DialogContent;
  /** Actions at the bottom right (e.g. Cancel and Save buttons). */
  footer?: DialogContent;
  /** Width in px, never wider than the viewport minus margins; 640 by default. */
  size?: DialogSize;
  /**
   * A click outside (on the underlay) closes the dialog; true by default. It is about outside
   * clicks only: Esc is governed by `isKeyboardDismissDisabled`, as on `AlertDialog` (which
   * never closes on an outside click).
   */
  isDismissable?: boolean;
  /**
   * Esc does not close the dialog (e.g. while a form has unsaved input); false by default.
   * Same name and meaning as on `AlertDialog`.
   */
  isKeyboardDismissDisabled?: boolean;
  /** Accessible name of the close button; 닫기 / Close by default. */
  closeLabel?: string;
  /** Hides the close button (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  /** Id of an element that describes the dialog. */
  'aria-describedby'?: string;
  /** Id of the dialog element. */
  id?: string;
}

function render(content: DialogContent | undefined, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern): focus moves in on open, Tab and Shift+Tab wrap
 * inside, Esc closes, focus returns to the opener, the page behind neither scrolls nor reacts.
 * Dialogs opened from a dialog stack on top; Esc and outside clicks close only the top one.
 * Without an element with `autoFocus` inside, the dialog itself takes focus.
 */
export function Dialog({ isOpen, defaultOpen, onOpenChange, state, ...props }: DialogProps) {
  const own = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const overlay = state ?? own;
  return overlay.isOpen ? <OpenDialog {...props} close={overlay.close} /> : null;
}

function OpenDialog({
  title,
  children,
  footer,
  size = 640,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  closeLabel,
  hideCloseButton = false,
  close,
  ...dialogAttributes
}: Omit<DialogProps, keyof DialogOpenProps> & { close: () => void }) {
  const { t } = useIntl(dialogCatalogue);
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflow(bodyRef);
  const hasFooter = footer !== undefined && footer !== null;
  return (
    <ModalFrame
      {...dialogAttributes}
      role="dialog"
      layout="dialog"
      width={size}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      onDismiss={close}
      data-size={size}
    >
      {(titleProps) => (
        <>
          <Header>
            <Title {...titleProps}>{title}</Title>
            {hideCloseButton ? null : (
              <Button
                variant="ghost"
                size="sm"
                icon={<CloseIcon size={16} />}
                aria-label={closeLabel ?? t('close')}
                onPress={close}
              />
            )}
          </Header>
          <Body
            ref={bodyRef}
            data-scrollable={scrollable || undefined}
            // Keyboard users scroll a long body with the arrow keys once it has focus.
            tabIndex={scrollable ? 0 : undefined}
          >
            {render(children, close)}
          </Body>
          {hasFooter ? <Footer>{render(footer, close)}</Footer> : <BodyEnd />}
        </>
      )}
    </ModalFrame>
  );
}

export interface DialogTriggerProps extends Omit<DialogProps, 'state' | 'id'> {
  /** The visible label of the button that opens the dialog. */
  label: ReactNode;
  /** Variant of the opening button; `secondary` by default. */
  triggerVariant?: ButtonVariant;
}

/**
 * A button that opens a dialog: wires aria-expanded and aria-controls, and
 * takes focus back when the dialog closes. Open state is controlled or uncontrolled as in
 * `Dialog`.
 */
export function DialogTrigger({
  label,
  triggerVariant = 'secondary',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...dialogProps
}: DialogTriggerProps) {
  const state = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const open = useCallback(() => state.open(), [state]);
  return (
    <>
      <Button
        ref={triggerRef}
        variant={triggerVariant}
        aria-expanded={triggerProps['aria-expanded']}
        aria-controls={triggerProps['aria-controls']}
        onPress={open}
      >
        {label}
      </Button>
      <Dialog {...dialogProps} id={overlayProps.id} state={state} />
    </>
  );
}
