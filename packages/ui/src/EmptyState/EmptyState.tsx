import type { ReactNode } from 'react';
import { useIntl } from '../intl/useIntl';
import { emptyStateCatalogue } from './catalogue';
import { EmptyIllustration } from './EmptyIllustration';
import {
  EmptyAction,
  EmptyDescription,
  EmptyIcon,
  EmptyRoot,
  EmptyTitle,
} from './EmptyState.styles';

export type EmptyStateSize = 'sm' | 'md';

export interface EmptyStateProps {
  /** Decorative icon above the title; an empty tray by default, `null` for none. */
  icon?: ReactNode;
  /** The main message; the localized "No Data" by default (spec 01 §9). */
  title?: ReactNode;
  /** A secondary explanation below the title. */
  description?: ReactNode;
  /** Controls offered to get out of the empty state, such as a reset or create button. */
  action?: ReactNode;
  /** Padding and title size: `md` (default) for pages, `sm` inside tables and portlets. */
  size?: EmptyStateSize;
  /** Class name for layout by the parent. */
  className?: string;
}

/** What a list, a table or a portlet shows when it has nothing to show. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'md',
  className,
}: EmptyStateProps) {
  const { t } = useIntl(emptyStateCatalogue);
  const shownIcon = icon === undefined ? <EmptyIllustration /> : icon;
  return (
    <EmptyRoot data-size={size} className={className}>
      {shownIcon ? <EmptyIcon aria-hidden="true">{shownIcon}</EmptyIcon> : null}
      <EmptyTitle>{title ?? t('title')}</EmptyTitle>
      {description ? <EmptyDescription>{description}</EmptyDescription> : null}
      {action ? <EmptyAction>{action}</EmptyAction> : null}
    </EmptyRoot>
  );
}
