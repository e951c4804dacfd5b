import { IMAGE_BANNER_CODE, MAX_BANNERS, type StudioWidget, type WidgetPlacement } from '@maru/api';
import { resolveHref, resolveImageSrc } from '@maru/ui';

/*
 * The home widgets' rules (spec 01 §6, spec 02 §9), pure: which widgets a placement shows and
 * how a banner's data becomes a safe link and image.
 */

/**
 * The widgets of one placement as the home shows them: only those whose `enabled` equals 1,
 * ordered by `widgetPosition` (then id), at most MAX_BANNERS (10) image banners.
 */
export function placedWidgets(
  widgets: readonly StudioWidget[],
  placement: WidgetPlacement,
): StudioWidget[] {
  let banners = 0;
  return widgets
    .filter((widget) => widget.enabled === 1 && widget.placement === placement)
    .sort((a, b) => a.widgetPosition - b.widgetPosition || a.widgetId - b.widgetId)
    .filter((widget) => {
      if (widget.widgetCode !== IMAGE_BANNER_CODE) return true;
      banners += 1;
      return banners <= MAX_BANNERS;
    });
}

/** Whether a widget is an image banner (drawn here) rather than a built-in widget (the host's). */
export function isImageBanner(widget: StudioWidget): boolean {
  return widget.widgetCode === IMAGE_BANNER_CODE;
}

/** A banner's link and picture after the resolvers: null where the data is not safe to use. */
export interface BannerView {
  /** The link, or null (the banner is then shown without a link). */
  href: string | null;
  /** True when the link leaves the portal: new tab, `noopener noreferrer`. */
  external: boolean;
  /** The picture, or null (the banner then shows its name only). */
  imageSrc: string | null;
}

export function bannerView(widget: StudioWidget, origin?: string): BannerView {
  const resolved = resolveHref(widget.linkUrl, origin === undefined ? {} : { origin });
  return {
    href: resolved?.href ?? null,
    external: resolved?.external ?? false,
    imageSrc: resolveImageSrc(widget.imageUrl, origin),
  };
}
