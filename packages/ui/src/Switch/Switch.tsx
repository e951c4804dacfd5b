import type { ReactNode, Ref } from 'react';
import { useId, useObjectRef, useSwitch } from 'react-aria';
import { useToggleState } from 'react-stately';
import { SwitchTrack } from '../Checkbox/Choice.styles';
import { ChoiceControl } from '../Checkbox/ChoiceControl';

export interface SwitchProps {
  /** The visible label, saying what is on when the switch is on. */
  children?: ReactNode;
  /** Help text under the switch, announced as its description. */
  description?: ReactNode;
  /** Not focusable nor toggleable. */
  disabled?: boolean;
  /** Focusable but not toggleable. */
  readOnly?: boolean;
  /** Controlled on/off state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state; the change takes effect immediately (no submit). */
  onChange?: (checked: boolean) => void;
  /** The value submitted with the form when on. */
  value?: string;
  /** Form field name. */
  name?: string;
  /** Id of the native input. */
  id?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Focuses the switch on mount. */
  autoFocus?: boolean;
  /** Class of the root element. */
  className?: string;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch (react-aria `useSwitch`, role="switch"): Space toggles. */
export function Switch({
  children,
  description,
  disabled = false,
  readOnly = false,
  checked,
  defaultChecked,
  onChange,
  value,
  name,
  id,
  autoFocus,
  className,
  ref: forwardedRef,
  'aria-label': ariaLabel,
}: SwitchProps) {
  const inputRef = useObjectRef(forwardedRef);
  const descriptionId = useId();
  const hasDescription = description !== undefined && description !== null;
  const state = useToggleState({
    isSelected: checked,
    defaultSelected: defaultChecked,
    onChange,
    isReadOnly: readOnly,
  });
  const { labelProps, inputProps, isSelected, isDisabled } = useSwitch(
    {
      children,
      value,
      name,
      id,
      autoFocus,
      'aria-label': ariaLabel,
      isDisabled: disabled,
      isReadOnly: readOnly,
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
      isReadOnly={readOnly}
      indicator={<SwitchTrack aria-hidden="true" />}
      description={description}
      descriptionId={descriptionId}
      messagesKind="switch"
    >
      {children}
    </ChoiceControl>
  );
}
