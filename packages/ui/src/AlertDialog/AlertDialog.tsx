import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../Button/Button';
import type { DialogOpenProps } from '../Dialog/Dialog';
import { ModalFrame } from '../internal/ModalFrame';
import type { DataAttributes } from '../internal/ModalFrame';
import { useIntl } from '../intl/useIntl';
import { alertDialogCatalogue } from './catalogue';
import { AlertActions, AlertMessage, AlertTitle } from './AlertDialog.styles';

/** `danger` paints the confirm button red and puts focus on Cancel (the safe choice). */
export type AlertDialogTone = 'default' | 'danger';

export interface AlertDialogProps extends DialogOpenProps, DataAttributes {
  /** The heading; it is the dialog's accessible name. */
  title: ReactNode;
  /** The message; it is the dialog's accessible description. Line breaks are kept. */
  children: ReactNode;
  /** Called when the confirm button is pressed; the dialog then closes. */
  onConfirm?: () => void;
  /**
   * Called on Cancel, and on Esc; giving it shows the Cancel button. Without it the only way
   * out is the confirm button (unless `isKeyboardDismissDisabled={false}`).
   */
  onCancel?: () => void;
  /** Label of the confirm button; 확인 / OK by default. */
  confirmLabel?: string;
  /** Label of the cancel button; 취소 / Cancel by default. */
  cancelLabel?: string;
  /** Colour of the confirm action; `default` by default. */
  tone?: AlertDialogTone;
  /**
   * Esc does not close the dialog; same name and meaning as on `Dialog`. By default Esc cancels
   * when there is a Cancel action (`onCancel`) and does nothing without one: pass `false` to let
   * Esc close an alert that has no Cancel button, `true` to refuse Esc even with one.
   * A click outside never closes an alert dialog (there is no outside-click option).
   */
  isKeyboardDismissDisabled?: boolean;
  /**
   * @deprecated Use `isKeyboardDismissDisabled={false}`. Kept for compatibility: `true` lets
   * Esc close the dialog without a Cancel button. Unlike `Dialog.isDismissable` it never allows
   * a click outside to close it; `isKeyboardDismissDisabled` wins when both are given.
   */
  isDismissable?: boolean;
}

/**
 * An alert dialog (WAI-ARIA APG alertdialog): an urgent message that needs an answer. It is
 * labelled by its title and described by its message, a click outside never closes it, and
 * Esc cancels only when there is a Cancel action (see `isKeyboardDismissDisabled`).
 */
export function AlertDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  state,
  ...props
}: AlertDialogProps) {
  const own = useOverlayTriggerState({ isOpen, defaultOpen, onOpenChange });
  const overlay = state ?? own;
  return overlay.isOpen ? <OpenAlertDialog {...props} close={overlay.close} /> : null;
}

function OpenAlertDialog({
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  isKeyboardDismissDisabled,
  isDismissable = false,
  close,
  ...dataAttributes
}: Omit<AlertDialogProps, keyof DialogOpenProps> & { close: () => void }) {
  const { t } = useIntl(alertDialogCatalogue);
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasCancel = onCancel !== undefined;

  const confirm = useCallback(() => {
    onConfirm?.();
    close();
  }, [onConfirm, close]);
  const cancel = useCallback(() => {
    onCancel?.();
    close();
  }, [onCancel, close]);

  // APG: focus the least destructive action. A layout effect runs before useDialog's effect,
  // which would otherwise focus the dialog box itself.
  useLayoutEffect(() => {
    const safe = tone === 'danger' && cancelRef.current ? cancelRef.current : confirmRef.current;
    safe?.focus();
  }, [tone]);

  return (
    <ModalFrame
      {...dataAttributes}
      role="alertdialog"
      layout="alert"
      width={400}
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled ?? !(hasCancel || isDismissable)}
      onDismiss={cancel}
      aria-describedby={messageId}
      data-tone={tone}
    >
      {(titleProps) => (
        <>
          <AlertTitle {...titleProps}>{title}</AlertTitle>
          <AlertMessage id={messageId}>{children}</AlertMessage>
          <AlertActions>
            {hasCancel ? (
              <Button ref={cancelRef} variant="secondary" onPress={cancel}>
                {cancelLabel ?? t('cancel')}
              </Button>
            ) : null}
            <Button
              ref={confirmRef}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              onPress={confirm}
            >
              {confirmLabel ?? t('confirm')}
            </Button>
          </AlertActions>
        </>
      )}
    </ModalFrame>
  );
}
