import { describe, expect, it } from 'vitest';
import { isAllowedContentUrl, isAllowedVideoSrc } from '../SafeHtml/urlRules';
import { resolveHref } from './resolveHref';
import {
  hasForbiddenUrlCharacter,
  hasUserInfo,
  parseAbsoluteUrl,
  parseUrl,
  urlScheme,
} from './urlSafety';

const https = new Set(['https:']);

describe('urlSafety: the pieces', () => {
  it.each([
    'a\tb',
    'a\nb',
    'a\u0000b',
    'a\u007fb',
    'a\u00a0b',
    'a\u200bb',
    'a\u202eb',
    'a\ufeffb',
    'a\\b',
  ])('hasForbiddenUrlCharacter(%j) is true', (url) =>
    expect(hasForbiddenUrlCharacter(url)).toBe(true),
  );

  it('plain URLs have no forbidden character', () => {
    expect(hasForbiddenUrlCharacter('https://a.test/b?c=d e#f')).toBe(false);
  });

  it('parseUrl returns null instead of throwing, and resolves against a base', () => {
    expect(parseUrl('not a url')).toBeNull();
    expect(parseUrl('/x', 'https://a.test')?.href).toBe('https://a.test/x');
  });

  it('urlScheme lower-cases the leading scheme and keeps its colon', () => {
    expect(urlScheme('HTTPS://a.test')).toBe('https:');
    expect(urlScheme('mailto:a@b.test')).toBe('mailto:');
    expect(urlScheme('/path')).toBeUndefined();
  });

  it.each([
    ['https://user@a.test/', true],
    ['https://@a.test/', true],
    ['https://a.test@evil.test/', true],
    ['https://a.test/@user', false],
    ['https://a.test/?x=@', false],
    ['mailto:a@b.test', false],
  ])('hasUserInfo(%s) is %s', (url, expected) => expect(hasUserInfo(url)).toBe(expected));

  it.each([
    'http://a.test/',
    'https:a.test',
    'https:/a.test',
    'https://',
    'https://@a.test',
    'https://u:p@a.test',
    'https:\\\\a.test',
    'javascript://a.test/%0aalert(1)',
  ])('parseAbsoluteUrl(%s, {https:}) is null', (url) => {
    expect(parseAbsoluteUrl(url, https)).toBeNull();
  });

  it('parseAbsoluteUrl returns the parsed URL for a spelled-out allowed scheme', () => {
    expect(parseAbsoluteUrl('HTTPS://A.test:8443/x', https)?.href).toBe('https://a.test:8443/x');
  });
});

describe('urlSafety: resolveHref and the sanitiser share the same character and credential rules', () => {
  const tricks = [
    'https://a.test/\tx',
    'https://a.test/\u00a0x',
    'https://a.test/\u200bx',
    'https://a.test/\u202ex',
    'https://a.test\\@evil.test/',
    'https://www.youtube.com@evil.test/',
    'https://@www.youtube.com/',
    'https:www.youtube.com/embed/x',
  ];
  it.each(tricks)(
    '%j is refused by resolveHref, isAllowedContentUrl and isAllowedVideoSrc',
    (url) => {
      expect(resolveHref(url, { origin: 'https://portal.maru.test' })).toBeNull();
      expect(isAllowedContentUrl(url)).toBe(false);
      expect(isAllowedVideoSrc(url, ['www.youtube.com', 'a.test'])).toBe(false);
    },
  );

  it('each keeps its own policy: mailto and ftp only in sanitised HTML', () => {
    for (const url of ['mailto:a@b.test', 'ftp://a.test/x']) {
      expect(isAllowedContentUrl(url)).toBe(true);
      expect(resolveHref(url)).toBeNull();
    }
  });
});
