import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailtoHref';
import { resolveImageSrc } from './resolveImageSrc';

const origin = 'https://portal.maru.example';

describe('resolveImageSrc (GUIDE §7: addresses from data, for images)', () => {
  it('takes inline images, internal paths and http(s) URLs', () => {
    expect(resolveImageSrc('data:image/png;base64,AAAA', origin)).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(resolveImageSrc('data:image/svg+xml,%3Csvg/%3E', origin)).toBe(
      'data:image/svg+xml,%3Csvg/%3E',
    );
    expect(resolveImageSrc('/a.png', origin)).toBe('/a.png');
    expect(resolveImageSrc('https://cdn.test/a.png', origin)).toBe('https://cdn.test/a.png');
  });

  it('refuses scripts, HTML data and other schemes', () => {
    expect(resolveImageSrc('javascript:alert(1)', origin)).toBeNull();
    expect(resolveImageSrc('data:text/html,<script>alert(1)</script>', origin)).toBeNull();
    expect(resolveImageSrc('//evil.test/a.png', origin)).toBeNull();
    expect(resolveImageSrc(null, origin)).toBeNull();
  });
});

describe('mailtoHref (spec 01 §2 group mail as a mail link; GUIDE §7)', () => {
  it('builds a mailto: link for a plain address', () => {
    expect(mailtoHref('dev-team@maru.example')).toBe('mailto:dev-team@maru.example');
    expect(mailtoHref(' hr@maru.co.kr ')).toBe('mailto:hr@maru.co.kr');
  });

  it.each([
    null,
    undefined,
    '',
    'not an address',
    'javascript:alert(1)//@maru.example',
    'a@maru.example?subject=x',
    'a@maru.example&cc=evil@x.test',
    'a b@maru.example',
    'a@maru',
    'mailto:a@maru.example',
    `${'a'.repeat(250)}@maru.example`,
  ])('refuses anything but a plain address: %s', (value) => {
    expect(mailtoHref(value)).toBeNull();
  });
});
