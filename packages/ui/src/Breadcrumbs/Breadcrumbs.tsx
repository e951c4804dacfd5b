import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from '../intl/useIntl';
import { Link } from '../Link/Link';
import { breadcrumbsCatalogue } from './catalogue';
import { BreadcrumbItem, BreadcrumbList } from './Breadcrumbs.styles';

/** One step of the trail. */
export interface BreadcrumbItemData {
  /** Stable key; the href or the label when absent. */
  id?: string;
  /** The visible text. */
  label: ReactNode;
  /** Where the step leads; resolved by `resolveHref` (plain text when absent or unsafe). */
  href?: string | null;
}

type NavProps = Omit<HTMLAttributes<HTMLElement>, 'children'>;

export interface BreadcrumbsProps extends NavProps {
  /** The trail from the top level to the current page; the last item is the current page. */
  items: readonly BreadcrumbItemData[];
  /** Names the navigation landmark; "현재 위치" / "Breadcrumb" from intl by default. */
  label?: string;
  /** Client-side navigation for internal links (see `Link`). */
  onNavigate?: (href: string) => void;
  /** Ref to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The APG breadcrumb pattern: a `nav` landmark with a name, an ordered list of links, and the
 * current page marked `aria-current="page"` (as text, since linking to itself helps no one).
 */
export function Breadcrumbs({ items, label, onNavigate, ref, ...rest }: BreadcrumbsProps) {
  const { t } = useIntl(breadcrumbsCatalogue);
  return (
    <nav {...rest} ref={ref} aria-label={label ?? t('label')}>
      <BreadcrumbList>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const key = item.id ?? item.href ?? `${index}`;
          return (
            <BreadcrumbItem key={key} data-current={current || undefined}>
              {current ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <Link href={item.href} tone="subtle" {...(onNavigate ? { onNavigate } : {})}>
                  {item.label}
                </Link>
              )}
            </BreadcrumbItem>
          );
        })}
      </BreadcrumbList>
    </nav>
  );
}
