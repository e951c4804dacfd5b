import type { ReactNode } from 'react';
import { useId } from 'react-aria';
import { Button } from '../Button/Button';
import { useIntl } from '../intl/useIntl';
import { portletCatalogue } from './catalogue';
import {
  PortletActions,
  PortletBody,
  PortletHeader,
  PortletSection,
  PortletState,
  PortletTitle,
} from './Portlet.styles';

export type PortletStatus = 'ready' | 'loading' | 'error' | 'empty';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface PortletProps {
  /** The heading; it also names the section landmark. */
  title: ReactNode;
  /** Heading level within the page outline; 2 by default. */
  headingLevel?: HeadingLevel;
  /** Controls in the header, such as a refresh icon button. */
  actions?: ReactNode;
  /** Which body is shown; the children only when `ready` (default). */
  status?: PortletStatus;
  /** Retry button handler in the error state; without it no button is shown. */
  onRetry?: () => void;
  /** Overrides the built-in texts of the states. */
  loadingText?: string;
  errorText?: string;
  emptyText?: string;
  retryLabel?: string;
  children?: ReactNode;
  className?: string;
}

/** A titled card of the home page that shows its content or its loading/error/empty state. */
export function Portlet({
  title,
  headingLevel = 2,
  actions,
  status = 'ready',
  onRetry,
  loadingText,
  errorText,
  emptyText,
  retryLabel,
  children,
  className,
}: PortletProps) {
  const { t } = useIntl(portletCatalogue);
  const headingId = useId();
  return (
    <PortletSection
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-status={status}
      className={className}
    >
      <PortletHeader>
        <PortletTitle as={`h${headingLevel}`} id={headingId}>
          {title}
        </PortletTitle>
        {actions ? <PortletActions>{actions}</PortletActions> : null}
      </PortletHeader>
      <PortletBody>
        {status === 'ready' ? children : null}
        {status === 'loading' ? (
          <PortletState data-status="loading" role="status">
            {loadingText ?? t('loading')}
          </PortletState>
        ) : null}
        {status === 'empty' ? (
          <PortletState data-status="empty">{emptyText ?? t('empty')}</PortletState>
        ) : null}
        {status === 'error' ? (
          <PortletState data-status="error">
            <span>{errorText ?? t('error')}</span>
            {onRetry ? (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                {retryLabel ?? t('retry')}
              </Button>
            ) : null}
          </PortletState>
        ) : null}
      </PortletBody>
    </PortletSection>
  );
}
