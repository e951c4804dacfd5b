import { cloudLogo, topMenus, type CloudLogo, type MenuNode, type StudioItem } from '@maru/api';
import { resolveImageSrc } from '@maru/ui';
import { remoteAtom } from '@maru/widgets';
import { useAtomValue } from 'jotai';
import { currentStudioIdAtom, localeAtom, portalClientsAtom } from '../../data';

const NO_MENUS: readonly MenuNode[] = [];
const NO_LOGOS: readonly CloudLogo[] = [];

/*
 * Both calls go through the client without the status policy, and a failure gives an empty
 * list: a failing menu or logo must not raise an alert (spec 01 §8 swallows menu failures), and
 * a 401 reaches the policy through the page's own calls and the notification polling anyway.
 * The answers stay in the store, so the top bar that every layout change remounts does not ask
 * again; the last answer stays while another language or company loads (no flicker).
 */

/** The top menus in the interface language (the `Lang` header names the menu texts), per company. */
const topMenusData = remoteAtom(async (get, signal) => {
  get(localeAtom);
  if (get(currentStudioIdAtom) === null) return NO_MENUS;
  return get(portalClientsAtom)
    .authClient.call(topMenus, { signal })
    .catch(() => NO_MENUS);
});

/** The tenant's logos (one per company). */
const cloudLogosData = remoteAtom(async (get, signal) => {
  if (get(currentStudioIdAtom) === null) return NO_LOGOS;
  return get(portalClientsAtom)
    .authClient.call(cloudLogo, { signal })
    .catch(() => NO_LOGOS);
});

/**
 * The top menus of the current company: undefined until the first answer (the top bar keeps
 * the menu's row meanwhile), empty when the call fails.
 */
export function useTopMenus(): readonly MenuNode[] | undefined {
  const view = useAtomValue(topMenusData.view);
  return view.status === 'loading' ? view.data : (view.data ?? NO_MENUS);
}

/** The tenant's logos; empty until loaded and when the call fails. */
export function useCloudLogos(): readonly CloudLogo[] {
  return useAtomValue(cloudLogosData.view).data ?? NO_LOGOS;
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
