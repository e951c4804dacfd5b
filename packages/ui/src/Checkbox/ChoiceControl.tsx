import type { DOMAttributes, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { ErrorIcon, Field, RequiredMark } from '../Field/Field';
import { FieldDescription, FieldError } from '../internal/fieldStyles';
import {
  ChoiceGroupItems,
  ChoiceIndicatorSlot,
  ChoiceInput,
  ChoiceLabel,
  ChoiceMessages,
  ChoiceRoot,
  ChoiceText,
} from './Choice.styles';

/*
 * Internal building blocks shared by Checkbox, Radio and Switch (not exported from the package):
 * the labelled row with its native input, drawn indicator and messages, and the group field.
 */

export interface ChoiceControlProps {
  /** Class of the root element. */
  className?: string;
  /** Label props from the react-aria hook. */
  labelProps: DOMAttributes<HTMLLabelElement>;
  /** Input props from the react-aria hook. */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** Ref to the native input. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The row's `data-state`. */
  state: 'checked' | 'unchecked' | 'indeterminate';
  /** The control is disabled. */
  isDisabled: boolean;
  /** The control is read-only. */
  isReadOnly: boolean;
  /** The control is invalid. */
  invalid?: boolean;
  /** The drawn indicator (box, dot or track). */
  indicator: ReactNode;
  /** The visible label text. */
  children?: ReactNode;
  /** Appends the required mark to the label. */
  showRequired?: boolean;
  /** Help text under the row. */
  description?: ReactNode;
  /** Id of the description element. */
  descriptionId: string;
  /** Error text under the row; shown only when given. */
  errorMessage?: ReactNode;
  /** Id of the error element. */
  errorId?: string;
  /** `data-kind` of the messages block. */
  messagesKind?: string;
}

/** The row, indicator and messages of one choice control. */
export function ChoiceControl({
  className,
  labelProps,
  inputProps,
  inputRef,
  state,
  isDisabled,
  isReadOnly,
  invalid = false,
  indicator,
  children,
  showRequired = false,
  description,
  descriptionId,
  errorMessage,
  errorId,
  messagesKind,
}: ChoiceControlProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const showError = errorMessage !== undefined && errorMessage !== null;
  const hasDescription = description !== undefined && description !== null;
  return (
    <ChoiceRoot className={className}>
      <ChoiceLabel
        {...mergeProps(labelProps, hoverProps)}
        data-state={state}
        data-disabled={isDisabled || undefined}
        data-readonly={isReadOnly || undefined}
        data-invalid={invalid || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <ChoiceInput {...mergeProps(inputProps, focusProps)} ref={inputRef} />
        <ChoiceIndicatorSlot>{indicator}</ChoiceIndicatorSlot>
        {children || showRequired ? (
          <ChoiceText>
            {children}
            {showRequired ? <RequiredMark /> : null}
          </ChoiceText>
        ) : null}
      </ChoiceLabel>
      {showError || hasDescription ? (
        <ChoiceMessages data-kind={messagesKind}>
          {showError ? (
            <FieldError id={errorId}>
              <ErrorIcon />
              <span>{errorMessage}</span>
            </FieldError>
          ) : null}
          {hasDescription ? (
            <FieldDescription id={descriptionId}>{description}</FieldDescription>
          ) : null}
        </ChoiceMessages>
      ) : null}
    </ChoiceRoot>
  );
}

/** Props shared by CheckboxGroup and RadioGroup. */
export interface ChoiceGroupBaseProps {
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  children: ReactNode;
  className?: string;
}

/** Fills the group defaults and maps them to react-aria's group props. */
export function choiceGroupAriaProps(props: ChoiceGroupBaseProps) {
  const {
    label,
    description,
    errorMessage,
    invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== '',
    required = false,
    disabled = false,
    readOnly = false,
    name,
  } = props;
  return {
    label,
    description,
    errorMessage,
    'aria-label': props['aria-label'],
    isInvalid: invalid,
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    name,
    validationBehavior: 'aria' as const,
  };
}

export interface ChoiceGroupFieldProps {
  /** The group's own props. */
  props: ChoiceGroupBaseProps;
  /** The resolved props from `choiceGroupAriaProps`. */
  aria: ReturnType<typeof choiceGroupAriaProps>;
  /** Group element props from the react-aria hook. */
  groupProps: DOMAttributes<HTMLDivElement>;
  labelProps: DOMAttributes<HTMLElement>;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessageProps: DOMAttributes<HTMLElement>;
  /** The options, wrapped in the group's context provider. */
  children: ReactNode;
}

/** The labelled field around a group of choice controls. */
export function ChoiceGroupField({
  props,
  aria,
  groupProps,
  labelProps,
  descriptionProps,
  errorMessageProps,
  children,
}: ChoiceGroupFieldProps) {
  return (
    <Field
      label={props.label}
      labelProps={labelProps}
      labelElementType="span"
      required={aria.isRequired}
      description={props.description}
      descriptionProps={descriptionProps}
      errorMessage={props.errorMessage}
      errorMessageProps={errorMessageProps}
      invalid={aria.isInvalid}
      disabled={aria.isDisabled}
      className={props.className}
    >
      <ChoiceGroupItems
        {...groupProps}
        data-orientation={props.orientation ?? 'vertical'}
        data-invalid={aria.isInvalid || undefined}
        data-disabled={aria.isDisabled || undefined}
      >
        {children}
      </ChoiceGroupItems>
    </Field>
  );
}
