import { siteUrl } from '../../app/siteHosts';

/**
 * Where a free-trial tenant requests a subscription: the request page of the approval site,
 * where the request is filed and approved like any other document.
 */
export const TRIAL_REQUEST_URL = siteUrl('ea', '/subscription/request');

/**
 * The closed free-trial banner is remembered for the browser session (sessionStorage): closing
 * it hides it on every page of this tab until the tab closes, and it comes back in a new
 * session, because the trial is still running out. One key per tenant company would not help:
 * the banner is about the tenant, and the tab belongs to one tenant.
 */
export const TRIAL_BANNER_CLOSED_KEY = 'maru.freeTrialBanner.closed';

type SessionFlags = Pick<Storage, 'getItem' | 'setItem'>;

export function isTrialBannerClosed(storage: SessionFlags | null): boolean {
  try {
    return storage?.getItem(TRIAL_BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberTrialBannerClosed(storage: SessionFlags | null): void {
  try {
    storage?.setItem(TRIAL_BANNER_CLOSED_KEY, '1');
  } catch {
    // Not remembering only means the banner shows again on the next layout.
  }
}
