import { isImeComposing } from '../keyboard';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTextField } from 'react-aria';
import { AlertActions, AlertMessage, AlertTitle } from '../AlertDialog/AlertDialog.styles';
import { Button } from '../Button/Button';
import { ModalFrame } from '../internal/ModalFrame';
import { useIntl } from '../intl/useIntl';
import type { Translate } from '../intl/useIntl';
import { messageBoxCatalogue } from './catalogue';
import { ErrorText, Field, Input, Label, LabelHint } from './MessageBox.styles';
import { validateReason } from './validateReason';
import type { ReasonError, ReasonMode } from './validateReason';

export type MessageBoxKind = 'alert' | 'confirm' | 'prompt';

/** Texts shared by every kind of message box. */
export interface MessageBoxOptions {
  /** Dialog title, its accessible name; a default per kind otherwise. */
  title?: string;
  /** The message; it describes the dialog. Line breaks are kept. */
  message: string;
  /** Label of the confirming button (확인 / OK by default). */
  confirmLabel?: string;
  /** Label of the cancelling button (취소 / Cancel by default). */
  cancelLabel?: string;
}

/** Options of a prompt: the reason field and how it is validated. */
export interface PromptOptions extends MessageBoxOptions {
  /** Field label; 사유 / Reason by default. */
  label?: string;
  /** Hint text shown in the empty reason field; none by default. */
  placeholder?: string;
  /** `none` hides the field, `optional` (default) may be empty, `required` may not. */
  reason?: ReasonMode;
  /** The value must match this pattern (anchor it for a whole-value match). */
  pattern?: RegExp;
  /** Custom rule: return an error message, or null when valid. */
  validate?: (value: string) => string | null;
  /** Shown when `pattern` fails or the required reason is empty, instead of the default. */
  errorMessage?: string;
  /** Fewest characters (UTF-16 code units) a non-empty reason must have; checked on OK. */
  minLength?: number;
  /** Most characters (UTF-16 code units) of the reason; the field stops typing past it. */
  maxLength?: number;
  /** The reason the field starts with when the prompt opens; empty by default. */
  defaultValue?: string;
}

export interface MessageBoxProps extends PromptOptions {
  /**
   * `alert`: a message and OK only (role alertdialog, no cancel); `confirm`: OK and Cancel;
   * `prompt`: OK and Cancel with a reason field checked by the `reason` rules.
   */
  kind: MessageBoxKind;
  /** Rendered only while open; true by default for direct use in stories. */
  open?: boolean;
  /** OK: receives the typed reason for a prompt ('' for alert and confirm). */
  onConfirm: (value: string) => void;
  /** Cancel button, Esc or a click outside (never called for an alert). */
  onCancel: () => void;
}

function errorText(error: ReasonError, t: Translate, errorMessage: string | undefined): string {
  switch (error.rule) {
    case 'required':
      return errorMessage ?? t('error.required');
    case 'pattern':
      return errorMessage ?? t('error.pattern');
    case 'minLength':
      return t('error.minLength', { min: error.min });
    case 'maxLength':
      return t('error.maxLength', { max: error.max });
    case 'validate':
      return error.message;
  }
}

/**
 * A modal alert, confirm or prompt. Focus moves in, Tab wraps inside and focus returns to the
 * opener on close; Esc and a click outside cancel confirm and prompt but never an alert.
 */
export function MessageBox({ open = true, ...props }: MessageBoxProps) {
  return open ? <OpenMessageBox {...props} /> : null;
}

function OpenMessageBox({
  kind,
  title,
  message,
  confirmLabel,
  cancelLabel,
  label,
  placeholder,
  reason = 'optional',
  pattern,
  validate,
  errorMessage,
  minLength,
  maxLength,
  defaultValue = '',
  onConfirm,
  onCancel,
}: Omit<MessageBoxProps, 'open'>) {
  const { t } = useIntl(messageBoxCatalogue);
  const hasField = kind === 'prompt' && reason !== 'none';
  const dismissable = kind !== 'alert';

  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const required = reason === 'required';
  const hint = required ? t('reason.required') : t('reason.optional');
  const { labelProps, inputProps, errorMessageProps } = useTextField(
    {
      label: label ?? t('reason.label'),
      value,
      onChange: (next) => {
        setValue(next);
        if (error !== null) setError(null);
      },
      isRequired: required,
      isInvalid: error !== null,
      validationBehavior: 'aria',
      placeholder,
      maxLength,
      errorMessage: error ?? undefined,
    },
    inputRef,
  );

  // Layout effect: runs before useDialog's effect, which would otherwise focus the dialog box.
  useLayoutEffect(() => {
    (hasField ? inputRef.current : confirmRef.current)?.focus();
  }, [hasField]);

  const submit = useCallback(() => {
    if (hasField) {
      const failed = validateReason(value, {
        reason,
        pattern,
        validate,
        minLength,
        maxLength,
      });
      if (failed) {
        // The typed text stays; only the message appears and focus returns to the field.
        setError(errorText(failed, t, errorMessage));
        inputRef.current?.focus();
        return;
      }
    }
    onConfirm(hasField ? value : '');
  }, [
    hasField,
    value,
    reason,
    pattern,
    validate,
    minLength,
    maxLength,
    t,
    errorMessage,
    onConfirm,
  ]);

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    if (isImeComposing(event)) {
      // The keystroke belongs to the IME (it commits or cancels the Hangul syllable).
      event.stopPropagation();
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };

  // The overlay (portal, focus containment and return, scroll lock, Esc and outside-click
  // dismissal) is the Dialog's; only alerts refuse Esc and outside clicks (spec 02 §9).
  return (
    <ModalFrame
      role={kind === 'alert' ? 'alertdialog' : 'dialog'}
      layout="alert"
      width={400}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onDismiss={onCancel}
      aria-describedby={messageId}
      data-kind={kind}
    >
      {(titleProps) => (
        <>
          <AlertTitle {...titleProps}>{title ?? t(`title.${kind}`)}</AlertTitle>
          <AlertMessage id={messageId}>{message}</AlertMessage>
          {hasField ? (
            <Field>
              <Label {...labelProps}>
                {label ?? t('reason.label')} <LabelHint>{hint}</LabelHint>
              </Label>
              {/* useTextField adds no key handler of its own (we pass none), so nothing is lost here. */}
              <Input {...inputProps} onKeyDown={onFieldKeyDown} ref={inputRef} />
              {error !== null ? (
                <ErrorText {...errorMessageProps} role="alert">
                  {error}
                </ErrorText>
              ) : null}
            </Field>
          ) : null}
          <AlertActions>
            {kind === 'alert' ? null : (
              <Button variant="secondary" onPress={onCancel}>
                {cancelLabel ?? t('action.cancel')}
              </Button>
            )}
            <Button ref={confirmRef} onPress={submit}>
              {confirmLabel ?? t('action.confirm')}
            </Button>
          </AlertActions>
        </>
      )}
    </ModalFrame>
  );
}
