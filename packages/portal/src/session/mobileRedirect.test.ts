import { describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_MODE_COOKIE,
  decideMobileRedirect,
  hasDesktopModeCookie,
  isMobileUserAgent,
  redirectToMobileSite,
  type MobileRedirectBrowser,
} from './mobileRedirect';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  samsungBrowser:
    'Mozilla/5.0 (Linux; Android 13; SM-A536N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
};

const MOBILE = 'https://m.maru.example';
const PAGE = 'https://portal.maru.example/ess/myWorkHour?tab=2#today';

describe('isMobileUserAgent (spec 01 §2: mobile user agents)', () => {
  it.each([UA.iPhone, UA.androidPhone, UA.firefoxAndroid, UA.samsungBrowser])(
    'a phone is mobile: %s',
    (userAgent) => expect(isMobileUserAgent(userAgent)).toBe(true),
  );

  it.each([UA.iPadDesktop, UA.iPadOld, UA.androidTablet, UA.windows, ''])(
    'a tablet or desktop is not: %s',
    (userAgent) => expect(isMobileUserAgent(userAgent)).toBe(false),
  );
});

describe('decideMobileRedirect (spec 01 §2, spec 02 §2)', () => {
  const decide = (overrides: { userAgent?: string; href?: string; cookie?: string } = {}) =>
    decideMobileRedirect({
      userAgent: UA.iPhone,
      href: PAGE,
      cookie: '',
      mobileHost: MOBILE,
      ...overrides,
    });

  it('spec 01 §2: a mobile user agent goes to the mobile site, same path, query and hash', () => {
    expect(decide()).toEqual({
      action: 'redirect',
      url: 'https://m.maru.example/ess/myWorkHour?tab=2#today',
    });
  });

  it('a desktop user agent stays, whatever the cookie says', () => {
    expect(decide({ userAgent: UA.windows, cookie: `${DESKTOP_MODE_COOKIE}=Y` })).toEqual({
      action: 'stay',
    });
  });

  it('an iPad with the desktop user agent stays', () => {
    expect(decide({ userAgent: UA.iPadDesktop })).toEqual({ action: 'stay' });
  });

  it('spec 01 §2: desktop mode requested (?desktopMode=true) stays and is remembered', () => {
    expect(decide({ href: 'https://portal.maru.example/?desktopMode=true' })).toEqual({
      action: 'stayAndRemember',
    });
  });

  it('?desktopMode with another value is no request', () => {
    expect(decide({ href: 'https://portal.maru.example/?desktopMode=false' }).action).toBe(
      'redirect',
    );
  });

  it('spec 02 §2: with the desktop-mode cookie (and no query) a confirm comes first', () => {
    expect(decide({ cookie: `lang=ko; ${DESKTOP_MODE_COOKIE}=Y` })).toEqual({
      action: 'ask',
      url: 'https://m.maru.example/ess/myWorkHour?tab=2#today',
    });
  });

  it('a path that looks like another host stays on the mobile host (no open redirect)', () => {
    const decision = decide({ href: 'https://portal.maru.example//evil.example/x' });
    expect(decision.action).toBe('redirect');
    if (decision.action === 'redirect') expect(new URL(decision.url).host).toBe('m.maru.example');
  });
});

describe('hasDesktopModeCookie', () => {
  it.each([
    [`${DESKTOP_MODE_COOKIE}=Y`, true],
    [`a=1; ${DESKTOP_MODE_COOKIE}=Y; b=2`, true],
    [`${DESKTOP_MODE_COOKIE}=N`, false],
    [`x${DESKTOP_MODE_COOKIE}=Y`, false],
    ['', false],
  ])('%j → %s', (cookie, expected) => expect(hasDesktopModeCookie(cookie)).toBe(expected));
});

describe('redirectToMobileSite: what the browser does before the portal starts', () => {
  function browser(overrides: Partial<MobileRedirectBrowser> = {}) {
    const fake = {
      userAgent: UA.androidPhone,
      href: PAGE,
      readCookie: () => '',
      writeCookie: vi.fn<(cookie: string) => void>(),
      confirm: vi.fn<(message: string) => boolean>(() => true),
      assign: vi.fn<(url: string) => void>(),
      ...overrides,
    };
    return fake;
  }
  const question = () => '모바일 기기입니다. PC 화면으로 계속 보시겠습니까?';

  it('spec 01 §2: a phone leaves for the mobile site and the portal does not start', () => {
    const fake = browser();
    expect(redirectToMobileSite(fake, MOBILE, question)).toBe(true);
    expect(fake.assign).toHaveBeenCalledWith('https://m.maru.example/ess/myWorkHour?tab=2#today');
    expect(fake.confirm).not.toHaveBeenCalled();
  });

  it('a desktop starts the portal without touching anything', () => {
    const fake = browser({ userAgent: UA.windows });
    expect(redirectToMobileSite(fake, MOBILE, question)).toBe(false);
    expect(fake.assign).not.toHaveBeenCalled();
    expect(fake.writeCookie).not.toHaveBeenCalled();
  });

  it('spec 01 §2: ?desktopMode=true stays and sets the desktop-mode cookie for later visits', () => {
    const fake = browser({ href: 'https://portal.maru.example/ess?desktopMode=true' });
    expect(redirectToMobileSite(fake, MOBILE, question)).toBe(false);
    expect(fake.writeCookie).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(new RegExp(`^${DESKTOP_MODE_COOKIE}=Y; Path=/; Max-Age=\\d+`)),
    );
    expect(fake.assign).not.toHaveBeenCalled();
  });

  it('spec 02 §8: with the cookie, msg.mobile asks first; OK stays on the desktop site', () => {
    const fake = browser({ readCookie: () => `${DESKTOP_MODE_COOKIE}=Y` });
    expect(redirectToMobileSite(fake, MOBILE, question)).toBe(false);
    expect(fake.confirm).toHaveBeenCalledExactlyOnceWith(question());
    expect(fake.assign).not.toHaveBeenCalled();
  });

  it('spec 02 §8: with the cookie, Cancel goes to the mobile site', () => {
    const fake = browser({ readCookie: () => `${DESKTOP_MODE_COOKIE}=Y`, confirm: () => false });
    expect(redirectToMobileSite(fake, MOBILE, question)).toBe(true);
    expect(fake.assign).toHaveBeenCalledWith('https://m.maru.example/ess/myWorkHour?tab=2#today');
  });
});
