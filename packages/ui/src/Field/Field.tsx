import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { useIntl } from '../intl/useIntl';
import { fieldCatalogue } from './catalogue';
import {
  FieldErrorIcon,
  FieldLabel,
  FieldMessages,
  FieldMeta,
  FieldRoot,
  RequiredMarkGlyph,
} from './Field.styles';
import { VisuallyHidden } from '../VisuallyHidden';
import { FieldDescription, FieldError } from '../internal/fieldStyles';

export interface RequiredMarkProps {
  /** Spoken text after the visual asterisk; the catalogue's "필수" / "required" by default. */
  label?: string;
}

/**
 * The asterisk after a required field's label. The star is hidden from assistive technology and
 * replaced by a word, so a screen reader says "Name required" rather than "Name star".
 */
export function RequiredMark({ label }: RequiredMarkProps) {
  const { t } = useIntl(fieldCatalogue);
  return (
    <span data-required-mark="">
      {/* This space keeps the spoken name "이름 필수", not "이름필수". */}{' '}
      <RequiredMarkGlyph aria-hidden="true" />
      <VisuallyHidden>{label ?? t('required')}</VisuallyHidden>
    </span>
  );
}

/** The small warning icon before an error message; decorative. */
export function ErrorIcon() {
  return (
    <FieldErrorIcon viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.25" r="1" fill="currentColor" />
    </FieldErrorIcon>
  );
}

export interface FieldProps {
  /** The visible label; omit only when the control has an `aria-label`. */
  label?: ReactNode;
  /** Props from the behaviour hook for the label (id, htmlFor). */
  labelProps?: LabelHTMLAttributes<HTMLElement> | HTMLAttributes<HTMLElement>;
  /** `label` for a single control, `span` for a group labelled by aria-labelledby. */
  labelElementType?: 'label' | 'span';
  /** Adds the required mark (an asterisk with spoken text) after the label. */
  required?: boolean;
  /** Help text under the control, referenced by the control's aria-describedby. */
  description?: ReactNode;
  /** Props from the behaviour hook for the description (its id). */
  descriptionProps?: HTMLAttributes<HTMLElement>;
  /** The error text; shown only while `invalid`. */
  errorMessage?: ReactNode;
  /** Props from the behaviour hook for the error message (its id). */
  errorMessageProps?: HTMLAttributes<HTMLElement>;
  /** Marks the field invalid: shows the error message and sets data-invalid. */
  invalid?: boolean;
  /** Dims the label and sets data-disabled. */
  disabled?: boolean;
  /** A slot at the right of the meta row, for a character or byte counter. */
  counter?: ReactNode;
  /** The control itself (input, group…). */
  children: ReactNode;
  /** Class of the root element, for layout by the consumer. */
  className?: string;
}

/**
 * The layout every Maru form control shares: label (with required mark), the control, then the
 * error message or description and an optional counter. It renders only; the ids and ARIA
 * wiring come from the control's react-aria hook through the *Props bags.
 */
export function Field({
  label,
  labelProps,
  labelElementType = 'label',
  required = false,
  description,
  descriptionProps,
  errorMessage,
  errorMessageProps,
  invalid = false,
  disabled = false,
  counter,
  children,
  className,
}: FieldProps) {
  const showError = invalid && errorMessage !== undefined && errorMessage !== null;
  const showDescription = description !== undefined && description !== null;
  return (
    <FieldRoot
      className={className}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-required={required || undefined}
    >
      {label ? (
        <FieldLabel as={labelElementType} {...labelProps}>
          <span>{label}</span>
          {required ? <RequiredMark /> : null}
        </FieldLabel>
      ) : null}
      {children}
      {showError || showDescription || counter ? (
        <FieldMeta>
          {showError || showDescription ? (
            <FieldMessages>
              {showError ? (
                <FieldError {...errorMessageProps}>
                  <ErrorIcon />
                  <span>{errorMessage}</span>
                </FieldError>
              ) : null}
              {showDescription ? (
                <FieldDescription {...descriptionProps}>{description}</FieldDescription>
              ) : null}
            </FieldMessages>
          ) : null}
          {counter}
        </FieldMeta>
      ) : null}
    </FieldRoot>
  );
}
