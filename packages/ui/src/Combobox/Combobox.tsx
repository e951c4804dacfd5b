import { useCombobox } from 'downshift';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import { useCallback, useMemo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { localeTags } from '../intl/locale';
import { useIntl } from '../intl/useIntl';
import { Field } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { CloseIcon } from '../icons';
import { Chevron } from '../Select/list.styles';
import { ListboxOptions } from '../Select/ListboxOptions';
import { isOptionDisabled, optionToKey, optionToString } from '../Select/options';
import type { ListOption } from '../Select/options';
import { useListboxPosition } from '../Select/useListboxPosition';
import { comboboxCatalogue } from './catalogue';
import {
  ComboboxBox,
  ComboboxInput,
  ComboboxListbox,
  ComboboxPopup,
  IconButton,
  PopupMessage,
  Spinner,
} from './Combobox.styles';
import { DEFAULT_DEBOUNCE_MS } from '../internal/debounce';
import { filterOptions } from './filterOptions';
import { isImeComposing } from '../keyboard';
import { useAsyncOptions } from './useAsyncOptions';
import type { LoadOptions } from './useAsyncOptions';

/** One choice of a Combobox. */
export type ComboboxOption = ListOption;

export interface ComboboxProps {
  /** The visible label; it names the input. */
  label: ReactNode;
  /** Static options, filtered by the typed text (locale-aware, case-insensitive contains). */
  options?: readonly ComboboxOption[];
  /**
   * Async options: called with the typed text after `debounceMs` and an AbortSignal that aborts
   * as soon as a newer query is asked. Takes precedence over `options`.
   */
  loadOptions?: LoadOptions;
  /** Wait after the last keystroke before `loadOptions` runs; 300 ms (spec 02 §9). */
  debounceMs?: number;
  /** The selected option's key (controlled); `null` for no selection. */
  selectedKey?: string | null;
  /** The initially selected option's key (uncontrolled); it must be among `options`. */
  defaultSelectedKey?: string | null;
  /** Called with the new key and option when the user picks or clears a selection. */
  onSelectionChange?: (key: string | null, option: ComboboxOption | null) => void;
  /** The input's text (controlled). */
  inputValue?: string;
  /** The input's initial text (uncontrolled); the selected option's label by default. */
  defaultInputValue?: string;
  /** Called with the input's text whenever it changes (typing, selecting, clearing). */
  onInputChange?: (value: string) => void;
  /**
   * Keeps typed text that matches no option when the field loses focus. Without it the text
   * returns to the selected option's label (or empties), so the field never shows a value that
   * was not chosen.
   */
  allowsCustomValue?: boolean;
  /** Shows the chevron button that opens the full list; true by default. */
  showToggle?: boolean;
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** Marks the field invalid (aria-invalid, red border) and shows `errorMessage`. */
  invalid?: boolean;
  /** The error text shown while `invalid`. */
  errorMessage?: ReactNode;
  /** Not focusable; nothing can be typed or picked. */
  disabled?: boolean;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Submits the selected key under this name with a native form (hidden input). */
  name?: string;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Overrides the catalogue's "loading" text. */
  loadingText?: string;
  /** Overrides the catalogue's "No results" text. */
  emptyText?: string;
  /** Class name of the outer wrapper. */
  className?: string;
}

/** Marks a key event as handled by us so downshift's own key handling skips it. */
function preventDownshiftDefault(event: KeyboardEvent<HTMLInputElement>): void {
  Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
}

/**
 * An editable combobox with list autocomplete (WAI-ARIA APG) on downshift's `useCombobox`:
 * typing filters or loads options, Down and Up open and move, Enter picks, Esc closes and a
 * second Esc clears. Inside a Dialog or Popover those Esc presses stop at the combobox; once
 * the list is closed and the field empty, Esc goes on to close the overlay. IME-safe: while a composition is open no key reaches downshift, so the
 * Enter that confirms a Hangul syllable never picks an option.
 */
export function Combobox({
  label,
  options,
  loadOptions,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  inputValue: controlledInputValue,
  defaultInputValue,
  onInputChange,
  allowsCustomValue = false,
  showToggle = true,
  placeholder,
  description,
  invalid = false,
  errorMessage,
  disabled = false,
  required = false,
  name,
  onOpenChange,
  loadingText,
  emptyText,
  className,
}: ComboboxProps) {
  const { t, locale } = useIntl(comboboxCatalogue);
  const async = useAsyncOptions(loadOptions, debounceMs);
  const isAsync = loadOptions !== undefined;
  // What the list is filtered by: the typed text, or nothing when opened by button or arrow.
  const [query, setQuery] = useState('');
  const [currentKey, setCurrentKey] = useControlledState<string | null>(
    selectedKey,
    defaultSelectedKey ?? null,
  );
  // The picked option object, so a selection survives async results that no longer hold it.
  const [lastPicked, setLastPicked] = useState<ComboboxOption | null>(null);
  // A state-held element (not a ref) so the clear button can refocus the input.
  const [inputElement, setInputElement] = useState<HTMLInputElement | null>(null);

  const items = useMemo<ComboboxOption[]>(
    () => (isAsync ? [...async.options] : filterOptions(options ?? [], query, localeTags[locale])),
    [isAsync, async.options, options, query, locale],
  );
  const selectedOption = useMemo<ComboboxOption | null>(() => {
    if (currentKey === null) return null;
    const known = [...(options ?? []), ...async.options, ...(lastPicked ? [lastPicked] : [])];
    return known.find((option) => option.key === currentKey) ?? null;
  }, [currentKey, options, async.options, lastPicked]);

  const stateReducer = useCallback(
    (
      state: UseComboboxState<ComboboxOption>,
      { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
    ): Partial<UseComboboxState<ComboboxOption>> => {
      if (type !== useCombobox.stateChangeTypes.InputBlur || allowsCustomValue) return changes;
      // Leaving the field: a highlighted option was picked, or the text falls back.
      if (changes.selectedItem !== undefined && changes.selectedItem !== state.selectedItem) {
        return changes;
      }
      if (state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
      return { ...changes, inputValue: optionToString(state.selectedItem) };
    },
    [allowsCustomValue],
  );

  const { request } = async;
  const {
    isOpen,
    highlightedIndex,
    inputValue,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
    selectItem,
  } = useCombobox<ComboboxOption>({
    items,
    itemToString: optionToString,
    itemToKey: optionToKey,
    isItemDisabled: isOptionDisabled,
    selectedItem: selectedOption,
    ...(controlledInputValue !== undefined ? { inputValue: controlledInputValue } : {}),
    ...(defaultInputValue !== undefined ? { initialInputValue: defaultInputValue } : {}),
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      const key = selectedItem?.key ?? null;
      setLastPicked(selectedItem);
      setCurrentKey(key);
      onSelectionChange?.(key, selectedItem);
    },
    onInputValueChange: ({ inputValue: text, type }) => {
      onInputChange?.(text);
      if (type === useCombobox.stateChangeTypes.InputChange) {
        setQuery(text);
        request(text);
      }
    },
    onIsOpenChange: ({ isOpen: open, type }) => {
      onOpenChange?.(open);
      // Opened by the button, a click or an arrow: show the whole list, not the last match.
      if (open && type !== useCombobox.stateChangeTypes.InputChange) {
        setQuery('');
        request('');
      }
    },
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

  const loading = isAsync && async.status === 'loading';
  const failed = isAsync && async.status === 'error';
  const empty = !loading && !failed && items.length === 0;
  const message = loading
    ? (loadingText ?? t('loading'))
    : failed
      ? t('error')
      : empty
        ? (emptyText ?? t('noResults'))
        : null;
  const announcement = isOpen ? (message ?? t('resultCount', { count: items.length })) : '';

  // Downshift's own test for acting on Esc: something to close or clear.
  const escapeHandledHere =
    isOpen || inputValue !== '' || selectedOption !== null || highlightedIndex > -1;

  const clear = () => {
    selectItem(null);
    setQuery('');
    inputElement?.focus();
  };

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
      <ComboboxBox
        ref={setReference}
        data-state={isOpen ? 'open' : 'closed'}
        data-open={isOpen || undefined}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-loading={loading || undefined}
      >
        <ComboboxInput
          {...getInputProps({
            ref: setInputElement,
            disabled,
            placeholder,
            'aria-describedby': describedBy,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              if (isImeComposing(event)) {
                preventDownshiftDefault(event);
                return;
              }
              // Downshift handles this Esc (close, then clear) but lets it bubble on, where a
              // surrounding react-aria overlay (Dialog, Popover) would close as well.
              if (event.key === 'Escape' && escapeHandledHere) event.stopPropagation();
            },
          })}
        />
        {loading ? <Spinner aria-hidden="true" data-testid="combobox-spinner" /> : null}
        {inputValue !== '' && !disabled ? (
          <IconButton
            type="button"
            tabIndex={-1}
            aria-label={t('clear')}
            // Keep focus in the input: a blur would pick the highlighted option first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={clear}
          >
            <CloseIcon size={14} viewBoxSize={14} noFill={false} />
          </IconButton>
        ) : null}
        {showToggle ? (
          <IconButton {...getToggleButtonProps({ disabled, 'aria-label': t('showOptions') })}>
            <Chevron size={16} />
          </IconButton>
        ) : null}
      </ComboboxBox>
      <ComboboxPopup
        ref={setFloating}
        style={floatingStyles}
        data-open={isOpen || undefined}
        data-placement={placement}
      >
        <ComboboxListbox {...getMenuProps()} data-empty={items.length === 0 || undefined}>
          <ListboxOptions
            items={items}
            isOpen={isOpen}
            getItemProps={getItemProps}
            highlightedIndex={highlightedIndex}
            currentKey={currentKey}
          />
        </ComboboxListbox>
        {message !== null ? (
          // The live region below announces this; hiding it here avoids reading it twice.
          <PopupMessage
            aria-hidden="true"
            data-status={loading ? 'loading' : failed ? 'error' : 'empty'}
          >
            {loading ? <Spinner /> : null}
            {message}
          </PopupMessage>
        ) : null}
      </ComboboxPopup>
      <VisuallyHidden role="status" aria-live="polite" data-combobox-live="">
        {announcement}
      </VisuallyHidden>
      {name ? <input type="hidden" name={name} value={currentKey ?? ''} /> : null}
    </Field>
  );
}

/**
 * An Autocomplete is a Combobox for free text with suggestions: typed text is kept even when it
 * matches no option, and there is no button to open the full list.
 */
export function Autocomplete(props: ComboboxProps) {
  return <Combobox allowsCustomValue showToggle={false} {...props} />;
}
