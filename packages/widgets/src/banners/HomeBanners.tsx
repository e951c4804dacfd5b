import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Skeleton, useIntl } from '@maru/ui';
import type { StudioWidget, WidgetPlacement } from '@maru/api';
import { studioWidgetsData } from './atoms';
import { bannersCatalogue } from './catalogue';
import { BannerCard, BannerName, Column, WidgetList } from './HomeBanners.styles';
import { bannerView, isImageBanner, placedWidgets } from './rules';

export interface HomeBannersProps {
  /** Which column: `banner` (the home's right column) or `aside` (its left column). */
  placement: WidgetPlacement;
  /**
   * Draws a built-in widget (any code but `BANNER`, e.g. ABSENTEE or NEWS) where the
   * administrator placed it; widgets it returns nothing for are left out.
   */
  renderWidget?: (widget: StudioWidget) => ReactNode;
  /** In-app navigation for internal banner links; external ones open a new tab. */
  onNavigate?: (path: string) => void;
  className?: string;
}

function ImageBanner({
  widget,
  onNavigate,
}: {
  widget: StudioWidget;
  onNavigate: ((path: string) => void) | undefined;
}) {
  const view = bannerView(widget);
  return (
    <BannerCard>
      <Link href={view.href} onNavigate={onNavigate}>
        {view.imageSrc ? <img src={view.imageSrc} alt="" width={280} height={96} /> : null}
        <BannerName>{widget.localeName}</BannerName>
      </Link>
    </BannerCard>
  );
}

/**
 * The company's home widgets of one placement (spec 01 §6: only those whose enabled equals 1,
 * split by placement; spec 02 §9: at most 10 banners), from `GET /org/studio/home`. Image
 * banners link through `resolveHref` and show pictures through `resolveImageSrc`. Nothing is
 * drawn when no widget of the placement is on, or when the request fails.
 */
export function HomeBanners({ placement, renderWidget, onNavigate, className }: HomeBannersProps) {
  const { t } = useIntl(bannersCatalogue);
  const widgets = useAtomValue(studioWidgetsData.view);
  const label = t(`${placement}.label`);

  if (widgets.status === 'loading' && widgets.data === undefined) {
    return (
      <Column aria-label={label} aria-busy="true" className={className}>
        <Skeleton variant="rect" height={96} />
        <Skeleton variant="rect" height={96} />
      </Column>
    );
  }
  // A failed request has no data: nothing is drawn.
  const items = placedWidgets(widgets.data ?? [], placement).flatMap((widget) => {
    const content = isImageBanner(widget) ? (
      <ImageBanner widget={widget} onNavigate={onNavigate} />
    ) : (
      renderWidget?.(widget)
    );
    return content === undefined || content === null ? [] : [{ widget, content }];
  });
  if (items.length === 0) return null;
  return (
    <Column aria-label={label} className={className}>
      <WidgetList>
        {items.map(({ widget, content }) => (
          <li key={widget.widgetId} data-widget-code={widget.widgetCode}>
            {content}
          </li>
        ))}
      </WidgetList>
    </Column>
  );
}
