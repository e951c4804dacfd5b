import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useId } from 'react-aria';
import { useIntl } from '../intl/useIntl';
import { fieldCatalogue } from './catalogue';
import { pluralKey } from '../intl';
import { ErrorIcon } from './Field';
import {
  SummaryCount,
  SummaryHeading,
  SummaryItem,
  SummaryLink,
  SummaryList,
  SummaryRoot,
} from './FormErrorSummary.styles';
import type { HeadingLevel } from '../Portlet/Portlet';

/** One invalid field of a form. */
export interface FormError {
  /** The DOM id of the field's control; the summary link moves focus there. */
  fieldId: string;
  /** What is wrong, ideally naming the field ("이름을 입력해 주세요"). */
  message: string;
}

export interface FormErrorSummaryProps {
  /** The errors in form order; the summary renders nothing when the list is empty. */
  errors: readonly FormError[];
  /** The heading; the catalogue's "입력 내용을 확인해 주세요" by default. */
  title?: ReactNode;
  /** Heading level in the page outline; 2 by default. */
  headingLevel?: HeadingLevel;
  /**
   * Increase on every failed submit: the summary takes focus when it appears and again whenever
   * this number changes, so a second failed submit is announced too.
   */
  submitCount?: number;
  /** Takes focus when shown (default); false leaves focus where it is (e.g. on page load). */
  focusOnShow?: boolean;
  /** Class of the root element. */
  className?: string;
}

/** Focuses and reveals the control with the given id; false when it is not in the page. */
export function focusField(fieldId: string): boolean {
  const target = document.getElementById(fieldId);
  if (!target) return false;
  target.focus();
  // jsdom has no scrollIntoView; real browsers bring the field into view.
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * A form-level error summary shown after a failed submit (GOV.UK error summary pattern): it
 * takes focus, its content is announced through role="alert", and each error is a link that
 * moves focus to its field.
 */
export function FormErrorSummary({
  errors,
  title,
  headingLevel = 2,
  submitCount = 0,
  focusOnShow = true,
  className,
}: FormErrorSummaryProps) {
  const { t, locale } = useIntl(fieldCatalogue);
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible && focusOnShow) rootRef.current?.focus();
  }, [visible, focusOnShow, submitCount]);

  if (!visible) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // The href is a real fragment link (works without JS); with JS we focus the control itself,
    // which a fragment navigation does not do for inputs inside labels.
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <SummaryRoot
      ref={rootRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={className}
      data-count={errors.length}
    >
      <div role="alert">
        <SummaryHeading as={`h${headingLevel}`} id={headingId}>
          <ErrorIcon />
          <span>{title ?? t('summaryTitle')}</span>
        </SummaryHeading>
        <SummaryCount>
          {t(pluralKey(locale, 'summaryCount', errors.length), { count: errors.length })}
        </SummaryCount>
        <SummaryList>
          {errors.map((error) => (
            <SummaryItem key={error.fieldId}>
              <SummaryLink
                href={`#${error.fieldId}`}
                onClick={(event) => onLinkClick(event, error.fieldId)}
              >
                {error.message}
              </SummaryLink>
            </SummaryItem>
          ))}
        </SummaryList>
      </div>
    </SummaryRoot>
  );
}
