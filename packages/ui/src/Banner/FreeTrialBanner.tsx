import { useMemo } from 'react';
import { useIntl } from '../intl/useIntl';
import { localeTags } from '../intl/locale';
import { Link } from '../Link/Link';
import { Banner } from './Banner';
import type { BannerProps } from './Banner';
import { bannerCatalogue } from './catalogue';
import { parseCalendarDate } from './parseCalendarDate';

export interface FreeTrialBannerProps extends Omit<BannerProps, 'children' | 'actions'> {
  /**
   * The last day of the free trial: a `Date`, or an ISO string. A date-only string
   * (`2025-07-31`) is a calendar day and is shown as that day in every time zone.
   */
  expiresAt: Date | string;
  /** Where the subscription is requested; resolved by `resolveHref` (plain text if unsafe). */
  requestHref: string;
  /** Client-side navigation for an internal `requestHref` (see `Link`). */
  onNavigate?: (href: string) => void;
}

/** The free-trial banner of the portal: the expiry date in the active locale and a request link. */
export function FreeTrialBanner({
  expiresAt,
  requestHref,
  onNavigate,
  ...bannerProps
}: FreeTrialBannerProps) {
  const { t, locale } = useIntl(bannerCatalogue);
  const date = useMemo(() => {
    const day = parseCalendarDate(expiresAt);
    if (!day) return null;
    return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long' }).format(day);
  }, [expiresAt, locale]);
  return (
    <Banner
      {...bannerProps}
      actions={
        <Link href={requestHref} {...(onNavigate ? { onNavigate } : {})}>
          {t('freeTrialRequest')}
        </Link>
      }
    >
      {t('freeTrialMessage', { date: date ?? '—' })}
    </Banner>
  );
}
