import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { mergeProps, useId, useObjectRef, useTextField } from 'react-aria';
import { Field } from '../Field/Field';
import { FieldControl } from '../internal/fieldStyles';
import type { CounterMode } from './byteLength';
import { measureText } from './byteLength';
import { TextCounter } from './TextCounter';
import { TextAreaInput, TextInput } from './TextField.styles';
import { useTextLimit } from './useTextLimit';

/** Props shared by TextField, TextArea and SearchField. */
export interface TextInputBaseProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, announced as the field's description. */
  description?: ReactNode;
  /** Error text, shown and announced (aria-describedby, aria-errormessage) while invalid. */
  errorMessage?: ReactNode;
  /** Marks the value invalid (aria-invalid); true by default when `errorMessage` is given. */
  invalid?: boolean;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Not focusable nor editable. */
  disabled?: boolean;
  /** Focusable and selectable but not editable. */
  readOnly?: boolean;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with each accepted value (never one over `maxLength` / `maxBytes`). */
  onChange?: (value: string) => void;
  /** Maximum number of characters, counted by code point; longer input is refused. */
  maxLength?: number;
  /** Maximum number of bytes, characters above ASCII counting 2 (spec 01 §5). */
  maxBytes?: number;
  /**
   * Shows a counter of characters or bytes against `maxLength` / `maxBytes`. By default bytes
   * when `maxBytes` is set, else characters when `maxLength` is set; `false` hides it.
   */
  counter?: CounterMode | false;
  /** Hint text inside the empty field; never a replacement for the label. */
  placeholder?: string;
  /** Form field name. */
  name?: string;
  /** Id of the control (the error summary links to it); generated when omitted. */
  id?: string;
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Focuses the control on mount. */
  autoFocus?: boolean;
  /** Virtual keyboard hint. */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Id(s) of the element(s) naming the control. */
  'aria-labelledby'?: string;
  /** Extra id(s) describing the control, after description, error and counter. */
  'aria-describedby'?: string;
  /** Called on focus of the control. */
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Called on blur of the control (validate here). */
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /**
   * Key handler of the control. It also runs during an IME composition; check
   * `isImeComposing(event)` before acting on Enter or arrows.
   */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Class of the field's root element. */
  className?: string;
}

export interface TextFieldProps extends TextInputBaseProps {
  /** Input type; `text` by default. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextAreaProps extends TextInputBaseProps {
  /** Visible lines; 3 by default. */
  rows?: number;
  /** Ref to the native textarea. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** Which counter to show, if any, and against which maximum. */
export function resolveCounter(
  counter: CounterMode | false | undefined,
  maxLength: number | undefined,
  maxBytes: number | undefined,
): { mode: CounterMode; max: number } | null {
  if (counter === false) return null;
  const mode = counter ?? (maxBytes !== undefined ? 'bytes' : 'characters');
  const max = mode === 'bytes' ? maxBytes : maxLength;
  return max === undefined ? null : { mode, max };
}

/** Shared wiring of the text controls: limits, counter and react-aria props. */
export function useTextInput(props: TextInputBaseProps, type?: string) {
  const {
    label,
    description,
    errorMessage,
    invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== '',
    required = false,
    disabled = false,
    readOnly = false,
    value,
    defaultValue,
    onChange,
    maxLength,
    maxBytes,
    counter,
    className,
    'aria-describedby': extraDescribedBy,
    ...rest
  } = props;
  const limit = useTextLimit({ value, defaultValue, onChange, maxLength, maxBytes });
  const counterId = useId();
  const counterSpec = resolveCounter(counter, maxLength, maxBytes);
  const describedBy =
    [counterSpec ? counterId : undefined, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    limit,
    counterId,
    counterSpec,
    fieldProps: { label, description, errorMessage, invalid, required, disabled, className },
    ariaProps: {
      ...rest,
      label,
      description,
      errorMessage,
      isInvalid: invalid,
      isRequired: required,
      isDisabled: disabled,
      isReadOnly: readOnly,
      value: limit.displayed,
      onChange: limit.onInputChange,
      'aria-describedby': describedBy,
      validationBehavior: 'aria' as const,
      ...(type === undefined ? {} : { type }),
    },
    state: { invalid, disabled, readOnly },
  };
}

export type TextInputParts = ReturnType<typeof useTextInput>;

/** The field around a text control: Field layout, box with states, counter. */
export function TextInputShell({
  parts,
  hook,
  multiline,
  children,
}: {
  parts: TextInputParts;
  hook: Pick<
    ReturnType<typeof useTextField>,
    'labelProps' | 'descriptionProps' | 'errorMessageProps'
  >;
  multiline: boolean;
  children: ReactNode;
}) {
  const { limit, counterId, counterSpec, fieldProps, state } = parts;
  return (
    <Field
      {...fieldProps}
      labelProps={hook.labelProps}
      descriptionProps={hook.descriptionProps}
      errorMessageProps={hook.errorMessageProps}
      counter={
        counterSpec ? (
          <TextCounter
            id={counterId}
            count={measureText(limit.displayed, counterSpec.mode)}
            max={counterSpec.max}
            mode={counterSpec.mode}
            refusals={limit.refusals}
          />
        ) : null
      }
    >
      <FieldControl
        data-invalid={state.invalid || undefined}
        data-disabled={state.disabled || undefined}
        data-readonly={state.readOnly || undefined}
        data-multiline={multiline || undefined}
        data-composing={limit.composing || undefined}
        data-filled={limit.displayed !== '' || undefined}
      >
        {children}
      </FieldControl>
    </Field>
  );
}

/**
 * A single-line text input with label, description, error message, required mark and optional
 * character or byte limit with counter; built on react-aria `useTextField`.
 */
export function TextField({ type = 'text', ref: forwardedRef, ...props }: TextFieldProps) {
  const ref = useObjectRef(forwardedRef);
  const parts = useTextInput(props, type);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    parts.ariaProps,
    ref,
  );
  return (
    <TextInputShell
      parts={parts}
      hook={{ labelProps, descriptionProps, errorMessageProps }}
      multiline={false}
    >
      <TextInput
        {...mergeProps(inputProps, parts.limit.compositionProps)}
        ref={ref}
        aria-errormessage={parts.state.invalid ? errorMessageProps.id : undefined}
      />
    </TextInputShell>
  );
}

/** A multi-line text input with the same label, messages, limits and counter as TextField. */
export function TextArea({ rows = 3, ref: forwardedRef, ...props }: TextAreaProps) {
  const ref = useObjectRef(forwardedRef);
  const parts = useTextInput(props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    { ...parts.ariaProps, inputElementType: 'textarea' },
    ref,
  );
  return (
    <TextInputShell
      parts={parts}
      hook={{ labelProps, descriptionProps, errorMessageProps }}
      multiline
    >
      <TextAreaInput
        {...mergeProps(inputProps, parts.limit.compositionProps)}
        ref={ref}
        rows={rows}
        aria-errormessage={parts.state.invalid ? errorMessageProps.id : undefined}
      />
    </TextInputShell>
  );
}
