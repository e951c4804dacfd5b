/** The query that asks for the desktop site on a phone (`?desktopMode=true`). */
export const DESKTOP_MODE_PARAM = 'desktopMode';

/** Remembers the desktop-mode request for later visits. */
export const DESKTOP_MODE_COOKIE = 'maru_desktop_mode';

/** A year: desktop mode is a lasting preference, not a per-visit one. */
const DESKTOP_MODE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Phones (spec 01 §2, spec 02 §2: mobile user agents go to the mobile site). Tablets are not
 * phones: iPadOS sends a desktop (Macintosh) user agent and Android tablets leave out
 * "Mobile", so both stay; older iPads say "Mobile" too and are excluded by name.
 */
const PHONE = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobi/i;
const TABLET = /iPad|Tablet/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return PHONE.test(userAgent) && !TABLET.test(userAgent);
}

export function hasDesktopModeCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${DESKTOP_MODE_COOKIE}=Y`);
}

/** The cookie a desktop-mode request sets (readable by script: `main.tsx` checks it). */
export function desktopModeCookie(): string {
  return `${DESKTOP_MODE_COOKIE}=Y; Path=/; Max-Age=${DESKTOP_MODE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * The same page on the mobile site. Built on a URL object so a path such as `//evil.example`
 * stays a path of the mobile host and can never switch hosts.
 */
export function mobileSiteUrl(current: URL, mobileHost: string): string {
  const target = new URL(mobileHost);
  target.pathname = current.pathname;
  target.search = current.search;
  target.hash = current.hash;
  return target.href;
}

export type MobileDecision =
  /** Not a phone: the portal starts. */
  | { action: 'stay' }
  /** A phone asking for desktop mode: remember it, then start the portal. */
  | { action: 'stayAndRemember' }
  /** A phone that asked for desktop mode before: ask first, else go to `url`. */
  | { action: 'ask'; url: string }
  /** A phone: go to the mobile site. */
  | { action: 'redirect'; url: string };

/** The mobile-site rule of spec 01 §2 / spec 02 §2, as a decision without side effects. */
export function decideMobileRedirect(input: {
  userAgent: string;
  href: string;
  cookie: string;
  mobileHost: string;
}): MobileDecision {
  if (!isMobileUserAgent(input.userAgent)) return { action: 'stay' };
  const current = new URL(input.href);
  if (current.searchParams.get(DESKTOP_MODE_PARAM) === 'true') return { action: 'stayAndRemember' };
  const url = mobileSiteUrl(current, input.mobileHost);
  return hasDesktopModeCookie(input.cookie) ? { action: 'ask', url } : { action: 'redirect', url };
}

/** The browser as the mobile redirect touches it, before anything of the app renders. */
export interface MobileRedirectBrowser {
  userAgent: string;
  href: string;
  readCookie(): string;
  writeCookie(cookie: string): void;
  /** The browser's own confirm: the ui's message box is not there before the app renders. */
  confirm(message: string): boolean;
  assign(url: string): void;
}

/**
 * Applies the rule. Returns true when the browser is leaving for the mobile site, in which case
 * the portal must not start (its calls and first paint would be wasted).
 * `desktopModeQuestion` is msg.mobile in the stored language ("continue with the desktop view?"):
 * OK stays on the desktop site, Cancel goes to the mobile site.
 */
export function redirectToMobileSite(
  browser: MobileRedirectBrowser,
  mobileHost: string,
  desktopModeQuestion: () => string,
): boolean {
  const decision = decideMobileRedirect({
    userAgent: browser.userAgent,
    href: browser.href,
    cookie: browser.readCookie(),
    mobileHost,
  });
  switch (decision.action) {
    case 'stay':
      return false;
    case 'stayAndRemember':
      browser.writeCookie(desktopModeCookie());
      return false;
    case 'ask':
      if (browser.confirm(desktopModeQuestion())) return false;
      browser.assign(decision.url);
      return true;
    case 'redirect':
      browser.assign(decision.url);
      return true;
  }
}

/** The real browser, read at the moment the portal boots. */
export function windowMobileBrowser(): MobileRedirectBrowser {
  return {
    userAgent: window.navigator.userAgent,
    href: window.location.href,
    readCookie: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    confirm: (message) => window.confirm(message),
    assign: (url) => window.location.assign(url),
  };
}
