// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveHref } from './resolveHref';

const origin = 'https://portal.maru.test';
const resolve = (url: string | null | undefined) => resolveHref(url, { origin });

describe('resolveHref: internal paths pass', () => {
  it.each([
    ['/', '/'],
    ['/news', '/news'],
    ['/news/12?tab=comments#c3', '/news/12?tab=comments#c3'],
    ['/board/공지', '/board/%EA%B3%B5%EC%A7%80'],
    ['/a/../b', '/b'],
    ['/search?q=a b', '/search?q=a%20b'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['  /padded  ', '/padded'],
  ])('%s → %s (not external)', (input, href) => {
    expect(resolve(input)).toEqual({ href, external: false });
  });
});

describe('resolveHref: http(s) URLs pass, external when on another origin', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com/'],
    ['http://example.com/path?x=1#y', 'http://example.com/path?x=1#y'],
    ['HTTPS://EXAMPLE.COM/A', 'https://example.com/A'],
    ['https://example.com:8443/', 'https://example.com:8443/'],
    ['https://[::1]/x', 'https://[::1]/x'],
  ])('%s → %s (external)', (input, href) => {
    expect(resolve(input)).toEqual({ href, external: true });
  });

  it('an http(s) URL on the given origin is not external', () => {
    expect(resolve('https://portal.maru.test/news/1')).toEqual({
      href: 'https://portal.maru.test/news/1',
      external: false,
    });
  });

  it('the same host on another scheme or port is another origin (external)', () => {
    expect(resolve('http://portal.maru.test/')?.external).toBe(true);
    expect(resolve('https://portal.maru.test:444/')?.external).toBe(true);
  });

  it('without an origin option it uses the page origin (jsdom: http://localhost:3000)', () => {
    const own = `${globalThis.location.origin}/x`;
    expect(resolveHref(own)).toEqual({ href: own, external: false });
    expect(resolveHref('/x')).toEqual({ href: '/x', external: false });
    expect(resolveHref('https://other.test/')?.external).toBe(true);
  });
});

/*
 * The payload list: dangerous schemes in every spelling, obfuscation with control characters
 * and whitespace, protocol-relative and backslash tricks, credentials, and malformed URLs.
 */
const rejected: readonly string[] = [
  // dangerous schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://example.com/%0Aalert(1)',
  '  javascript:alert(1)',
  'javascript:alert(1)  ',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'file://server/share',
  'mailto:someone@example.com',
  'tel:+821012345678',
  'ftp://files.example.com/a.zip',
  'blob:https://portal.maru.test/0b4f',
  'about:blank',
  'chrome://settings',
  'ws://example.com/socket',
  'intent://scan/#Intent;scheme=zxing;end',
  // control characters and invisible whitespace used to hide the scheme
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u000bjavascript:alert(1)',
  '\u000cjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\u3000javascript:alert(1)',
  'jav\u00adascript:alert(1)',
  '/news\t/1',
  '/\t/evil.test',
  'ht\ttps://evil.test',
  'https://evil.test/\u202e',
  // entity- and percent-encoded text as given (never decoded into a scheme)
  'javascript&#58;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  // protocol-relative and backslash tricks
  '//evil.test',
  '//evil.test/path',
  '///evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  'https:\\\\evil.test',
  'https:/\\evil.test',
  '/x\\..\\..\\evil',
  '\uff0f\uff0fevil.test',
  // scheme shorthands that browsers normalise to another host
  'https:evil.test',
  'https:/evil.test',
  'http:evil.test',
  // credentials: reads as the portal, goes to evil.test
  'https://portal.maru.test@evil.test/',
  'https://user:pass@evil.test/',
  'https://@evil.test/',
  // relative paths and fragments-only are not internal paths
  'news/12',
  './news',
  '../admin',
  '?q=1',
  '#top',
  'evil.test',
  'www.example.com',
  // malformed or empty
  '',
  '   ',
  'http://',
  'https://',
  'https:// example.com',
  'https://exa mple.com',
  'https://[::1',
  'http://%',
  'https://example.com:99999/',
];

describe('resolveHref: dangerous, obfuscated and malformed URLs resolve to nothing', () => {
  it.each(rejected.map((payload) => [JSON.stringify(payload), payload]))(
    '%s → null',
    (_label, payload) => {
      expect(resolve(payload)).toBeNull();
      // The verdict does not depend on having an origin.
      expect(resolveHref(payload, { origin: 'http://localhost' })).toBeNull();
    },
  );

  it('null, undefined and non-strings resolve to nothing', () => {
    expect(resolve(null)).toBeNull();
    expect(resolve(undefined)).toBeNull();
    expect(resolveHref(42 as unknown as string)).toBeNull();
  });

  it('never returns an href with a scheme other than http(s), whatever the input', () => {
    const inputs = [...rejected, '/ok', 'https://ok.test/'];
    for (const input of inputs) {
      const resolved = resolve(input);
      if (resolved) expect(resolved.href).toMatch(/^(\/(?![/\\])|https?:\/\/)/);
    }
  });
});
