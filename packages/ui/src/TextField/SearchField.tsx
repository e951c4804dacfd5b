import { useRef } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { mergeProps, useButton, useHover, useObjectRef, useSearchField } from 'react-aria';
import type { AriaButtonProps } from 'react-aria';
import { CloseIcon } from '../icons';
import { useIntl } from '../intl/useIntl';
import { textFieldCatalogue } from './catalogue';
import { isImeComposing } from '../keyboard';
import { SearchGlyph, TextInput } from './TextField.styles';
import { ClearButton } from '../internal/fieldStyles';
import { TextInputShell, useTextInput } from './TextField';
import type { TextInputBaseProps } from './TextField';

export interface SearchFieldProps extends TextInputBaseProps {
  /**
   * Called with the value on Enter, never while an IME composition is open (the Enter that
   * commits a Hangul syllable is not a submit). Without it, Enter submits the enclosing form.
   */
  onSubmit?: (value: string) => void;
  /** Called after the field is cleared by the clear button or by Escape. */
  onClear?: () => void;
  /** Accessible name of the clear button; the catalogue's "검색어 지우기" by default. */
  clearLabel?: string;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
}

/** The clear button; out of the tab order (Escape clears from the keyboard), 24×24 target. */
function SearchClearButton({ label, ...props }: AriaButtonProps<'button'> & { label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ ...props, 'aria-label': label }, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled });
  return (
    <ClearButton
      {...mergeProps(buttonProps, hoverProps)}
      ref={ref}
      data-hovered={isHovered || undefined}
    >
      <CloseIcon strokeWidth={1.75} noFill={false} />
    </ClearButton>
  );
}

/**
 * A search input (react-aria `useSearchField`): magnifier icon, clear button, Escape clears,
 * Enter calls `onSubmit` unless a Hangul/kana/pinyin composition is open.
 */
export function SearchField({
  onSubmit,
  onClear,
  clearLabel,
  ref: forwardedRef,
  onKeyDown: consumerKeyDown,
  ...props
}: SearchFieldProps) {
  const { t } = useIntl(textFieldCatalogue);
  const ref = useObjectRef(forwardedRef);
  const named = props.label || props['aria-label'] || props['aria-labelledby'];
  const parts = useTextInput(named ? props : { ...props, 'aria-label': t('search') }, 'search');
  const { limit, state } = parts;
  const { labelProps, inputProps, descriptionProps, errorMessageProps, clearButtonProps } =
    useSearchField(
      { ...parts.ariaProps, type: 'search', onSubmit, onClear },
      { value: limit.displayed, setValue: limit.onInputChange },
      ref,
    );

  // The consumer's handler runs first; then react-aria's Enter/Escape shortcuts, unless an IME
  // composition owns the key (Enter commits the syllable, Escape cancels the composition). The
  // browser's own clear-on-Escape of a search input would still empty the field under the
  // composition, so that default is prevented; the IME has already taken the key.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    consumerKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (isImeComposing(event)) {
      if (event.key === 'Escape') event.preventDefault();
      return;
    }
    inputProps.onKeyDown?.(event);
  };

  const showClear = limit.displayed !== '' && !state.disabled && !state.readOnly;
  return (
    <TextInputShell
      parts={parts}
      hook={{ labelProps, descriptionProps, errorMessageProps }}
      multiline={false}
    >
      <SearchGlyph />
      <TextInput
        {...mergeProps(inputProps, parts.limit.compositionProps)}
        onKeyDown={onKeyDown}
        ref={ref}
        aria-errormessage={state.invalid ? errorMessageProps.id : undefined}
      />
      {showClear ? (
        <SearchClearButton {...clearButtonProps} label={clearLabel ?? t('clearSearch')} />
      ) : null}
    </TextInputShell>
  );
}
