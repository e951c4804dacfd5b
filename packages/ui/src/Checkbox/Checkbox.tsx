import { createContext, useContext } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import {
  useCheckbox,
  useCheckboxGroup,
  useCheckboxGroupItem,
  useId,
  useObjectRef,
} from 'react-aria';
import { useCheckboxGroupState, useToggleState } from 'react-stately';
import type { CheckboxGroupState } from 'react-stately';
import { CheckIcon, MinusIcon } from '../icons';
import { CheckboxBox } from './Choice.styles';
import { ChoiceControl, ChoiceGroupField, choiceGroupAriaProps } from './ChoiceControl';

const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

export interface CheckboxProps {
  /** The visible label. Without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the checkbox, announced as its description. */
  description?: ReactNode;
  /** Error text, shown and announced while invalid (ignored inside a CheckboxGroup). */
  errorMessage?: ReactNode;
  /** Marks the checkbox invalid; true by default when `errorMessage` is given. */
  invalid?: boolean;
  /** Shows the required mark and sets aria-required (e.g. "I agree to the terms"). */
  required?: boolean;
  /** Not focusable nor toggleable. */
  disabled?: boolean;
  /** Focusable but not toggleable. */
  readOnly?: boolean;
  /** Shows the mixed state (aria-checked="mixed"), e.g. a "select all" with some selected. */
  indeterminate?: boolean;
  /** Controlled checked state (standalone checkboxes only). */
  checked?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new checked state. */
  onChange?: (checked: boolean) => void;
  /** The value submitted with the form; inside a CheckboxGroup, the item's key (required). */
  value?: string;
  /** Form field name. */
  name?: string;
  /** Id of the native input (the error summary links to it). */
  id?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Focuses the checkbox on mount. */
  autoFocus?: boolean;
  /** Class of the root element. */
  className?: string;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

interface CheckboxViewProps {
  props: CheckboxProps;
  inputRef: RefObject<HTMLInputElement | null>;
  aria: ReturnType<typeof useCheckbox>;
  invalid: boolean;
  descriptionId: string;
  errorId: string;
  showRequired: boolean;
}

/** Renders the row, indicator and messages for both the standalone and the group checkbox. */
function CheckboxView({
  props,
  inputRef,
  aria,
  invalid,
  descriptionId,
  errorId,
  showRequired,
}: CheckboxViewProps) {
  const { children, description, errorMessage, indeterminate = false, className } = props;
  const state = indeterminate ? 'indeterminate' : aria.isSelected ? 'checked' : 'unchecked';
  return (
    <ChoiceControl
      className={className}
      labelProps={aria.labelProps}
      inputProps={aria.inputProps}
      inputRef={inputRef}
      state={state}
      isDisabled={aria.isDisabled}
      isReadOnly={aria.isReadOnly}
      invalid={invalid}
      indicator={
        <CheckboxBox aria-hidden="true">
          {state === 'unchecked' ? null : indeterminate ? <MinusIcon /> : <CheckIcon grid={12} />}
        </CheckboxBox>
      }
      showRequired={showRequired}
      description={description}
      descriptionId={descriptionId}
      errorMessage={invalid ? errorMessage : undefined}
      errorId={errorId}
    >
      {children}
    </ChoiceControl>
  );
}

function describedBy(ids: [string, boolean][]): { 'aria-describedby'?: string } {
  const joined = ids
    .filter(([, present]) => present)
    .map(([id]) => id)
    .join(' ');
  return joined ? { 'aria-describedby': joined } : {};
}

function StandaloneCheckbox(props: CheckboxProps) {
  const {
    checked,
    defaultChecked,
    onChange,
    disabled = false,
    readOnly = false,
    required = false,
    indeterminate = false,
    errorMessage,
    invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== '',
    description,
    ref: forwardedRef,
  } = props;
  const inputRef = useObjectRef(forwardedRef);
  const descriptionId = useId();
  const errorId = useId();
  const state = useToggleState({
    isSelected: checked,
    defaultSelected: defaultChecked,
    onChange,
    isReadOnly: readOnly,
  });
  const showError = invalid && errorMessage !== undefined && errorMessage !== null;
  const aria = useCheckbox(
    {
      children: props.children,
      value: props.value,
      name: props.name,
      id: props.id,
      autoFocus: props.autoFocus,
      'aria-label': props['aria-label'],
      isDisabled: disabled,
      isReadOnly: readOnly,
      isRequired: required,
      isInvalid: invalid,
      isIndeterminate: indeterminate,
      validationBehavior: 'aria',
      ...describedBy([
        [errorId, showError],
        [descriptionId, description !== undefined && description !== null],
      ]),
    },
    state,
    inputRef,
  );
  return (
    <CheckboxView
      props={props}
      inputRef={inputRef}
      aria={aria}
      invalid={invalid}
      descriptionId={descriptionId}
      errorId={errorId}
      showRequired={required}
    />
  );
}

function GroupCheckbox({ props, group }: { props: CheckboxProps; group: CheckboxGroupState }) {
  const { disabled = false, readOnly = false, indeterminate = false, description } = props;
  const inputRef = useObjectRef(props.ref);
  const descriptionId = useId();
  const aria = useCheckboxGroupItem(
    {
      value: props.value ?? '',
      children: props.children,
      id: props.id,
      autoFocus: props.autoFocus,
      'aria-label': props['aria-label'],
      isDisabled: disabled,
      isReadOnly: readOnly,
      isIndeterminate: indeterminate,
      ...describedBy([[descriptionId, description !== undefined && description !== null]]),
    },
    group,
    inputRef,
  );
  return (
    <CheckboxView
      props={{ ...props, errorMessage: undefined }}
      inputRef={inputRef}
      aria={aria}
      invalid={group.isInvalid}
      descriptionId={descriptionId}
      errorId=""
      showRequired={false}
    />
  );
}

/**
 * A checkbox (react-aria `useCheckbox`): Space toggles; supports the indeterminate state.
 * Inside a `CheckboxGroup` it becomes one of the group's options, keyed by `value`.
 */
export function Checkbox(props: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  return group ? <GroupCheckbox props={props} group={group} /> : <StandaloneCheckbox {...props} />;
}

export interface CheckboxGroupProps {
  /** The group's visible label (it names the role="group"). */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the options. */
  description?: ReactNode;
  /** Error text, shown and announced while invalid. */
  errorMessage?: ReactNode;
  /** Marks the group invalid; true by default when `errorMessage` is given. */
  invalid?: boolean;
  /** Shows the required mark: at least one option must be chosen. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Options stay focusable but cannot be toggled. */
  readOnly?: boolean;
  /** Controlled list of checked option values. */
  value?: string[];
  /** Initial checked values when uncontrolled. */
  defaultValue?: string[];
  /** Called with the new list of checked values. */
  onChange?: (value: string[]) => void;
  /** Form field name given to every option. */
  name?: string;
  /** Options stacked (default) or in a row. */
  orientation?: 'vertical' | 'horizontal';
  /** The `Checkbox` options. */
  children: ReactNode;
  /** Class of the root element. */
  className?: string;
}

/** A labelled group of checkboxes (react-aria `useCheckboxGroup`); Tab moves between options. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const ariaProps = {
    ...choiceGroupAriaProps(props),
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: props.onChange,
  };
  const state = useCheckboxGroupState(ariaProps);
  const { groupProps, labelProps, descriptionProps, errorMessageProps } = useCheckboxGroup(
    ariaProps,
    state,
  );
  return (
    <ChoiceGroupField
      props={props}
      aria={ariaProps}
      groupProps={groupProps}
      labelProps={labelProps}
      descriptionProps={descriptionProps}
      errorMessageProps={errorMessageProps}
    >
      <CheckboxGroupContext.Provider value={state}>{props.children}</CheckboxGroupContext.Provider>
    </ChoiceGroupField>
  );
}
