import { cloudLogo, topMenus, type CloudLogo, type MenuNode, type StudioItem } from '@maru/api';
import { resolveImageSrc } from '@maru/ui';
import { usePortalRuntime } from '../../app/RuntimeContext';
import { useActiveLocale } from '../../i18n';
import { resourceAtom, useShellResource } from './useShellResource';

const NO_MENUS: readonly MenuNode[] = [];
const NO_LOGOS: readonly CloudLogo[] = [];

const topMenusSlot = resourceAtom<readonly MenuNode[]>();
const cloudLogosSlot = resourceAtom<readonly CloudLogo[]>();

/*
 * Both calls go through the client without the status policy: a failing menu or logo must not
 * raise an alert (spec 01 §8 swallows menu failures), and a 401 reaches the policy through the
 * page's own calls and the notification polling anyway.
 */

/**
 * The top menus in the interface language (the `Lang` header names the menu texts), per
 * company; empty until loaded and when the call fails.
 */
export function useTopMenus(studioId: string | null): readonly MenuNode[] {
  const runtime = usePortalRuntime();
  const locale = useActiveLocale();
  return useShellResource(
    topMenusSlot,
    studioId === null ? null : `${studioId}:${locale}`,
    (signal) => runtime.authClient.call(topMenus, { signal }),
    NO_MENUS,
  );
}

/** The tenant's logos (one per company); empty until loaded and when the call fails. */
export function useCloudLogos(studioId: string | null): readonly CloudLogo[] {
  const runtime = usePortalRuntime();
  return useShellResource(
    cloudLogosSlot,
    studioId,
    (signal) => runtime.authClient.call(cloudLogo, { signal }),
    NO_LOGOS,
  );
}

/** The current company's logo (spec 01 §2 cloud logo), when it is a safe image address. */
export function currentLogoUrl(
  logos: readonly CloudLogo[],
  currentStudioId: string,
  origin?: string,
): string | null {
  const logo = logos.find((candidate) => candidate.companyId === currentStudioId);
  return resolveImageSrc(logo?.logoUrl, origin);
}

/**
 * The name of the company the user works in now: after a company switch that is not the main
 * post's `companyName`, so it comes from the user's companies, with the profile's as fallback.
 */
export function currentCompanyName(
  user: { companyName: string; currentStudioId: string },
  studios: readonly StudioItem[],
): string {
  return studios.find((studio) => studio.dlId === user.currentStudioId)?.dlName ?? user.companyName;
}
