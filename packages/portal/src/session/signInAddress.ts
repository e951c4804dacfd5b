/** The portal's own sign-in page. */
export const SIGN_IN_PATH = '/signin';

/** Where the app is now, as a same-origin path with query and hash (the return URL). */
export function currentAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The sign-in page, told to come back to `returnPath` afterwards. */
export function signInAddress(returnPath: string): string {
  if (returnPath === '/' || returnPath.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(returnPath)}`;
}
