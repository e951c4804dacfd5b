import { createContext, useContext } from 'react';
import type { ReactNode, Ref } from 'react';
import { useId, useObjectRef, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState } from 'react-stately';
import type { RadioGroupState } from 'react-stately';
import { RadioDot } from '../Checkbox/Choice.styles';
import { ChoiceControl, ChoiceGroupField, choiceGroupAriaProps } from '../Checkbox/ChoiceControl';

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
export function RadioGroup(props: RadioGroupProps) {
  const ariaProps = {
    ...choiceGroupAriaProps(props),
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
    orientation: props.orientation ?? 'vertical',
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(
    ariaProps,
    state,
  );
  return (
    <ChoiceGroupField
      props={props}
      aria={ariaProps}
      groupProps={radioGroupProps}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <RadioGroupContext.Provider value={state}>{props.children}</RadioGroupContext.Provider>
    </ChoiceGroupField>
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
  return (
    <ChoiceControl
      className={className}
      labelProps={labelProps}
      inputProps={inputProps}
      inputRef={inputRef}
      state={isSelected ? 'checked' : 'unchecked'}
      isDisabled={isDisabled}
      isReadOnly={state.isReadOnly}
      invalid={state.isInvalid}
      indicator={<RadioDot aria-hidden="true" />}
      description={description}
      descriptionId={descriptionId}
    >
      {children}
    </ChoiceControl>
  );
}
