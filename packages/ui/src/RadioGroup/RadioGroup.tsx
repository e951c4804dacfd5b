import { createContext, useContext } from 'react';
import type { ReactNode, Ref } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useId,
  useObjectRef,
  useRadio,
  useRadioGroup,
} from 'react-aria';
import { useRadioGroupState } from 'react-stately';
import type { RadioGroupState } from 'react-stately';
import { Field } from '../Field/Field';
import { FieldDescription } from '../Field/Field.styles';
import {
  ChoiceGroupItems,
  ChoiceIndicatorSlot,
  ChoiceInput,
  ChoiceLabel,
  ChoiceMessages,
  ChoiceRoot,
  ChoiceText,
  RadioDot,
} from '../Checkbox/Choice.styles';

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps {
  /** The group's visible label (it names the role="radiogroup"). */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the options. */
  description?: ReactNode;
  /** Error text, shown and announced while invalid. */
  errorMessage?: ReactNode;
  /** Marks the group invalid; true by default when `errorMessage` is given. */
  invalid?: boolean;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Options stay focusable but the choice cannot change. */
  readOnly?: boolean;
  /** Controlled value of the chosen option (`null` for none). */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** Form field name of the radios. */
  name?: string;
  /** Options stacked (default) or in a row; arrows move either way (APG radio group). */
  orientation?: 'vertical' | 'horizontal';
  /** The `Radio` options. */
  children: ReactNode;
  /** Class of the root element. */
  className?: string;
}

/**
 * A single-choice group (react-aria `useRadioGroup`, APG radio group): Tab enters at the chosen
 * option (or the first), arrows move and choose, wrapping at the ends.
 */
export function RadioGroup({
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
  name,
  orientation = 'vertical',
  children,
  className,
  'aria-label': ariaLabel,
}: RadioGroupProps) {
  const ariaProps = {
    label,
    description,
    errorMessage,
    'aria-label': ariaLabel,
    isInvalid: invalid,
    isRequired: required,
    isDisabled: disabled,
    isReadOnly: readOnly,
    value,
    defaultValue,
    onChange,
    name,
    orientation,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
    ariaProps,
    state,
  );
  return (
    <Field
      label={label}
      labelProps={labelProps}
      labelElementType="span"
      required={required}
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={errorMessage}
      errorMessageProps={errorMessageProps}
      invalid={invalid}
      disabled={disabled}
      className={className}
    >
      <ChoiceGroupItems
        {...radioGroupProps}
        data-orientation={orientation}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
      </ChoiceGroupItems>
    </Field>
  );
}

export interface RadioProps {
  /** The option's value, reported by the group's onChange. */
  value: string;
  /** The visible label. Without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under this option. */
  description?: ReactNode;
  /** Disables this option only; arrows skip it. */
  disabled?: boolean;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Id of the native input. */
  id?: string;
  /** Class of the root element. */
  className?: string;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

/** One option of a RadioGroup; must be rendered inside one. */
export function Radio({
  value,
  children,
  description,
  disabled = false,
  id,
  className,
  ref: forwardedRef,
  'aria-label': ariaLabel,
}: RadioProps) {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('Radio must be rendered inside a RadioGroup');
  const inputRef = useObjectRef(forwardedRef);
  const descriptionId = useId();
  const hasDescription = description !== undefined && description !== null;
  const { labelProps, inputProps, isSelected, isDisabled } = useRadio(
    {
      value,
      children,
      id,
      'aria-label': ariaLabel,
      isDisabled: disabled,
      'aria-describedby': hasDescription ? descriptionId : undefined,
    },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <ChoiceRoot className={className}>
      <ChoiceLabel
        {...mergeProps(labelProps, hoverProps)}
        data-state={isSelected ? 'checked' : 'unchecked'}
        data-disabled={isDisabled || undefined}
        data-readonly={state.isReadOnly || undefined}
        data-invalid={state.isInvalid || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <ChoiceInput {...mergeProps(inputProps, focusProps)} ref={inputRef} />
        <ChoiceIndicatorSlot>
          <RadioDot aria-hidden="true" />
        </ChoiceIndicatorSlot>
        {children ? <ChoiceText>{children}</ChoiceText> : null}
      </ChoiceLabel>
      {hasDescription ? (
        <ChoiceMessages>
          <FieldDescription id={descriptionId}>{description}</FieldDescription>
        </ChoiceMessages>
      ) : null}
    </ChoiceRoot>
  );
}
