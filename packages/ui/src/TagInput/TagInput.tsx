import { useCallback, useMemo, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { mergeProps, useId, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Field } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden';
import { FieldCounterSlot } from '../internal/fieldStyles';
import { interpolate } from '../intl/translate';
import type { MessageVars } from '../intl/translate';
import { useIntl } from '../intl/useIntl';
import { useMessageBox } from '../MessageBox/MessageBoxHost';
import { counterState } from '../TextField/TextCounter';
import { useTextLimit } from '../TextField/useTextLimit';
import { tagInputCatalogue } from './catalogue';
import type { TagInputMessageKey } from './catalogue';
import { TagBox, TagTextInput } from './TagInput.styles';
import { TagList } from './TagList';
import type { TagListItem } from './TagList';
import { tagKeyAction } from './tagKeys';
import {
  addTag,
  countActiveTags,
  isActiveTag,
  isDefaultTag,
  popLastTag,
  removeTag,
  tagRulesFor,
} from './tagRules';
import type { Tag, TagEdit, TagPreset } from './tagRules';

export interface TagInputProps {
  /** The visible label; it names the text box and, with "registered tags", the tag list. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /**
   * `search` (default): search and profile tags of spec 01 — Enter or comma adds, at most 10,
   * 120 bytes each, Backspace on an empty box pops the last tag back. `post`: post tags of
   * spec 02 — Enter or Space adds, at most 20, 20 characters each, duplicates alerted, removed
   * saved tags flagged `enabledFlag: 0`.
   */
  preset?: TagPreset;
  /** The tags (controlled), removed saved tags included; they are hidden, not dropped. */
  value?: Tag[];
  /** The initial tags (uncontrolled). */
  defaultValue?: Tag[];
  /** Called with the full next list whenever a tag is added or removed. */
  onChange?: (tags: Tag[]) => void;
  /** The text box's text (controlled). */
  inputValue?: string;
  /** The text box's initial text (uncontrolled). */
  defaultInputValue?: string;
  /** Called with the text box's text as it changes. */
  onInputChange?: (text: string) => void;
  /** Most active tags (default tags included); the preset's 10 or 20 otherwise. */
  maxTags?: number;
  /** Accepts the same text twice instead of showing the existing-tag alert. */
  allowDuplicates?: boolean;
  /** Hint text in the empty text box. */
  placeholder?: string;
  /** Help under the field; by default it says which keys add a tag. `null` hides it. */
  description?: ReactNode;
  /** Error text, shown and announced while invalid. */
  errorMessage?: ReactNode;
  /** Marks the field invalid; true by default when `errorMessage` is given. */
  invalid?: boolean;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Nothing can be typed, focused or removed. */
  disabled?: boolean;
  /** Tags can be focused and read but not added or removed. */
  readOnly?: boolean;
  /** Shows the "3/10" tag counter; true by default. */
  showCounter?: boolean;
  /** Replaces any built-in string (the alerts `tagLimit`, `existingTag`, the hints…). */
  messages?: Partial<Record<TagInputMessageKey, string>>;
  /** Class of the field's root element. */
  className?: string;
}

/** Whether the caret sits at the very start of the box with nothing selected. */
function caretAtStart(input: HTMLInputElement): boolean {
  return input.selectionStart === 0 && input.selectionEnd === 0;
}

/**
 * A text box that turns typed text into tags, in two presets over the same rules
 * (`tagRules.ts`). Tags form a react-aria tag group: arrows move between them, Delete or
 * Backspace removes the focused one, and every addition and removal is announced. Alerts
 * (limit, existing tag) go through the message box. IME-safe: while a Hangul, kana or hanzi
 * composition is open no key adds, removes or moves anything.
 */
export function TagInput({
  label,
  'aria-label': ariaLabel,
  preset = 'search',
  value,
  defaultValue,
  onChange,
  inputValue,
  defaultInputValue,
  onInputChange,
  maxTags,
  allowDuplicates,
  placeholder,
  description,
  errorMessage,
  invalid = errorMessage !== undefined && errorMessage !== null && errorMessage !== '',
  required = false,
  disabled = false,
  readOnly = false,
  showCounter = true,
  messages,
  className,
}: TagInputProps) {
  const { t: translate } = useIntl(tagInputCatalogue);
  const t = useCallback(
    (key: TagInputMessageKey, vars?: MessageVars) => {
      const override = messages?.[key];
      return override === undefined ? translate(key, vars) : interpolate(override, vars);
    },
    [messages, translate],
  );
  const messageBox = useMessageBox();
  const rules = useMemo(
    () => tagRulesFor(preset, { maxTags, allowDuplicates }),
    [preset, maxTags, allowDuplicates],
  );

  const [tags, setTags] = useControlledState<Tag[]>(value, defaultValue ?? [], onChange);
  const text = useTextLimit({
    value: inputValue,
    defaultValue: defaultInputValue,
    onChange: onInputChange,
    maxLength: rules.maxLength,
    maxBytes: rules.maxBytes,
  });
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const listNameId = useId();
  const counterId = useId();
  const editable = !disabled && !readOnly;
  const count = countActiveTags(tags);
  // The key hint only helps where tags can be added.
  const defaultHint = editable ? t(`hint.${preset}`) : undefined;
  const hint = description === undefined ? defaultHint : (description ?? undefined);

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      'aria-label': ariaLabel,
      description: hint,
      errorMessage,
      isInvalid: invalid,
      isRequired: required,
      isDisabled: disabled,
      isReadOnly: readOnly,
      value: text.displayed,
      onChange: text.onInputChange,
      placeholder,
      'aria-describedby': showCounter ? counterId : undefined,
      validationBehavior: 'aria',
    },
    inputRef,
  );

  const apply = (edit: TagEdit) => {
    if (edit.added.length > 0 || edit.removed.length > 0) setTags(edit.tags);
    text.setValue(edit.input);
    if (edit.added.length > 0) {
      setAnnouncement(t('added', { tags: edit.added.map((tag) => tag.tagText).join(', ') }));
    } else if (edit.removed.length > 0) {
      setAnnouncement(t('removed', { tags: edit.removed.map((tag) => tag.tagText).join(', ') }));
    }
    if (edit.alert !== null) {
      // The box keeps focus underneath; the dialog returns it there when closed.
      void messageBox.alert({ message: t(edit.alert, { max: rules.maxTags }) });
    }
  };

  const focusLastTag = () => {
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[role="row"]');
    rows?.[rows.length - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!editable) return;
    const action = tagKeyAction(
      event,
      {
        input: text.value,
        caretAtStart: caretAtStart(event.currentTarget),
        // Tracked through composition events as well (useTextLimit): some engines send the
        // composing keydown without isComposing. Discrete events re-render before the next key.
        composing: text.composing,
        hasTags: tags.some(isActiveTag),
      },
      rules,
    );
    if (action === null) return;
    event.preventDefault();
    if (action === 'commit') apply(addTag(tags, text.value, rules));
    else if (action === 'pop') apply(popLastTag(tags, text.value, rules));
    else if (action === 'focusLastTag') focusLastTag();
  };

  // Pasted text holding a separator becomes tags at once (spec 01 §5 "comma splits").
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!editable || text.composing) return;
    const pasted = event.clipboardData.getData('text');
    if (!rules.separatorPattern.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const current = text.value;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? current.length;
    apply(addTag(tags, current.slice(0, start) + pasted + current.slice(end), rules));
  };

  const onRemove = (key: string) => {
    const edit = removeTag(tags, Number(key), rules, text.value);
    if (edit.removed.length === 0) return;
    apply(edit);
    // The list disappears with its last tag; the text box is the next sensible place.
    if (!edit.tags.some(isActiveTag)) inputRef.current?.focus();
  };

  const items = useMemo<TagListItem[]>(
    () =>
      tags.flatMap((tag, index) =>
        isActiveTag(tag) ? [{ key: String(index), tag, removable: !isDefaultTag(tag) }] : [],
      ),
    [tags],
  );

  const labelId = labelProps.id;
  const listLabelling =
    label !== undefined && label !== null && labelId
      ? { 'aria-labelledby': `${labelId} ${listNameId}` }
      : { 'aria-label': [ariaLabel, t('tagList')].filter(Boolean).join(' ') };

  return (
    <Field
      label={label}
      labelProps={labelProps}
      required={required}
      disabled={disabled}
      invalid={invalid}
      description={hint}
      descriptionProps={descriptionProps}
      errorMessage={errorMessage}
      errorMessageProps={errorMessageProps}
      className={className}
      counter={
        showCounter ? (
          <FieldCounterSlot id={counterId} data-state={counterState(count, rules.maxTags)}>
            <span aria-hidden="true">{t('counter', { count, max: rules.maxTags })}</span>
            <VisuallyHidden>{t('counterSpoken', { count, max: rules.maxTags })}</VisuallyHidden>
          </FieldCounterSlot>
        ) : null
      }
    >
      <TagBox
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
        data-composing={text.composing || undefined}
        data-full={count >= rules.maxTags || undefined}
        data-preset={preset}
      >
        {items.length > 0 ? (
          <TagList
            items={items}
            {...listLabelling}
            listRef={listRef}
            disabled={disabled}
            onRemove={editable ? onRemove : undefined}
            onExitEnd={() => inputRef.current?.focus()}
            removeLabel={(tag) => t('removeTag', { tag: tag.tagText })}
            defaultTagLabel={t('defaultTag')}
          />
        ) : null}
        <TagTextInput
          {...mergeProps(inputProps, text.compositionProps)}
          // react-aria's own handlers (if any) run first, then the tag keys.
          onKeyDown={(event) => {
            inputProps.onKeyDown?.(event);
            onKeyDown(event);
          }}
          onPaste={(event) => {
            inputProps.onPaste?.(event);
            onPaste(event);
          }}
          ref={inputRef}
          aria-errormessage={invalid ? errorMessageProps.id : undefined}
        />
      </TagBox>
      <VisuallyHidden id={listNameId} aria-hidden="true">
        {t('tagList')}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" data-tag-input-live="">
        {announcement}
      </VisuallyHidden>
    </Field>
  );
}
