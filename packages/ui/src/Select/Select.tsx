import { useSelect } from 'downshift';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Field } from '../Field/Field';
import { isImeComposing } from '../keyboard';
import { useIntl } from '../intl/useIntl';
import { selectCatalogue } from './catalogue';
import { ListboxOptions } from './ListboxOptions';
import { Chevron, ListboxPopup } from './list.styles';
import { findOption, isOptionDisabled, optionToKey, optionToString } from './options';
import type { ListOption } from './options';
import { SelectTrigger, SelectValue } from './Select.styles';
import { useListboxPosition } from './useListboxPosition';

/** Downshift skips its own handling of an event whose native event carries this flag. */
type DownshiftNativeEvent = globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean };

/** One choice of a Select. */
export type SelectOption = ListOption;

export interface SelectProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** The selected option's key (controlled); `null` for no selection. */
  selectedKey?: string | null;
  /** The initially selected option's key (uncontrolled). */
  defaultSelectedKey?: string | null;
  /** Called with the new key (and option) whenever the user selects a different option. */
  onSelectionChange?: (key: string | null, option: SelectOption | null) => void;
  /** Shown while nothing is selected; the catalogue's "select" text by default. */
  placeholder?: string;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** Marks the field invalid (aria-invalid, red border) and shows `errorMessage`. */
  invalid?: boolean;
  /** The error text shown while `invalid`. */
  errorMessage?: ReactNode;
  /** Not focusable and cannot be opened. */
  disabled?: boolean;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Submits the selected key under this name with a native form (hidden input). */
  name?: string;
  /** Opens the list on first render (for stories and demos). */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class name of the outer wrapper. */
  className?: string;
}

/**
 * A select-only combobox (WAI-ARIA APG) on downshift's `useSelect`: Enter, Space, Down and Up
 * open it; arrows, Home and End move; typed characters jump to a matching option; Enter picks;
 * Esc closes; Tab picks the highlighted option and moves on. Disabled options are skipped.
 * Inside a Dialog or Popover, the Esc that closes the open list stops there; with the list
 * closed, Esc goes on to close the surrounding overlay.
 */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  invalid = false,
  errorMessage,
  disabled = false,
  required = false,
  name,
  defaultOpen = false,
  onOpenChange,
  className,
}: SelectProps) {
  const { t } = useIntl(selectCatalogue);
  const [currentKey, setCurrentKey] = useControlledState<string | null>(
    selectedKey,
    defaultSelectedKey ?? null,
  );
  const selectedOption = findOption(options, currentKey);
  const items = options as SelectOption[];
  const {
    isOpen,
    highlightedIndex,
    getToggleButtonProps,
    getLabelProps,
    getMenuProps,
    getItemProps,
  } = useSelect<SelectOption>({
    items,
    itemToString: optionToString,
    itemToKey: optionToKey,
    isItemDisabled: isOptionDisabled,
    selectedItem: selectedOption,
    initialIsOpen: defaultOpen && !disabled,
    onSelectedItemChange: ({ selectedItem }) => {
      const key = selectedItem?.key ?? null;
      setCurrentKey(key);
      onSelectionChange?.(key, selectedItem);
    },
    onIsOpenChange: ({ isOpen: open }) => onOpenChange?.(open),
  });
  const { setReference, setFloating, floatingStyles, placement } = useListboxPosition(isOpen);
  const descriptionId = useId();
  const errorId = useId();
  const showError = invalid && errorMessage !== undefined && errorMessage !== null;
  const showDescription = description !== undefined && description !== null;
  const describedBy =
    [showDescription ? descriptionId : null, showError ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  // `disabled` only tells downshift to attach no handlers; a div must not carry it.
  const { disabled: _disabled, ...triggerProps } = getToggleButtonProps({
    ref: setReference,
    disabled,
    tabIndex: disabled ? -1 : 0,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-disabled': disabled || undefined,
    // Runs before downshift's handler. A key an IME owns (Safari's keyCode 229 included) is
    // nobody's: not downshift's, nor a surrounding overlay's. Downshift closes the list on Esc
    // but lets the key bubble on, where a react-aria overlay (Dialog, Popover) would close too.
    onKeyDown: (event: KeyboardEvent<HTMLElement> & { nativeEvent: DownshiftNativeEvent }) => {
      if (isImeComposing(event)) {
        event.nativeEvent.preventDownshiftDefault = true;
        event.stopPropagation();
      } else if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
      }
    },
  });

  return (
    <Field
      label={label}
      labelProps={getLabelProps()}
      required={required}
      disabled={disabled}
      invalid={invalid}
      description={description}
      descriptionProps={{ id: descriptionId }}
      errorMessage={errorMessage}
      errorMessageProps={{ id: errorId }}
      className={className}
    >
      <SelectTrigger
        {...triggerProps}
        data-state={isOpen ? 'open' : 'closed'}
        data-open={isOpen || undefined}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <SelectValue data-placeholder={selectedOption ? undefined : ''}>
          {selectedOption ? selectedOption.label : (placeholder ?? t('placeholder'))}
        </SelectValue>
        <Chevron size={16} />
      </SelectTrigger>
      <ListboxPopup
        {...getMenuProps({ ref: setFloating })}
        style={floatingStyles}
        data-open={isOpen || undefined}
        data-placement={placement}
      >
        <ListboxOptions
          items={items}
          isOpen={isOpen}
          getItemProps={getItemProps}
          highlightedIndex={highlightedIndex}
          currentKey={currentKey}
        />
      </ListboxPopup>
      {name ? <input type="hidden" name={name} value={currentKey ?? ''} /> : null}
    </Field>
  );
}
