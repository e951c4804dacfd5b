import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

const origin = 'https://maru.example.com';

describe('safeReturnPath: the login return URL is same-origin only (GUIDE §7)', () => {
  it.each([
    ['/', '/'],
    ['/ess/myWorkHour', '/ess/myWorkHour'],
    [
      '/search/detail?keyword=%ED%83%9C%EA%B7%B8&type=plain',
      '/search/detail?keyword=%ED%83%9C%EA%B7%B8&type=plain',
    ],
    ['/community/board/12/view/34#comments', '/community/board/12/view/34#comments'],
    ['/a/../ess', '/ess'],
  ])('keeps the same-origin relative path %s', (input, expected) => {
    expect(safeReturnPath(input, origin)).toBe(expected);
  });

  it('reduces an absolute URL on this origin to its path', () => {
    expect(safeReturnPath('https://maru.example.com/ess?x=1#h', origin)).toBe('/ess?x=1#h');
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
  ])('falls back to / when the return URL is %s', (_label, input) => {
    expect(safeReturnPath(input, origin)).toBe('/');
  });

  it.each([
    ['scheme-relative //', '//evil.example/path'],
    ['scheme-relative with three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['another origin', 'https://evil.example/ess'],
    ['same host, other scheme', 'http://maru.example.com/ess'],
    ['same host, other port', 'https://maru.example.com:8443/ess'],
    ['look-alike host', 'https://maru.example.com.evil.example/'],
    ['userinfo trick', 'https://maru.example.com@evil.example/'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['javascript: in upper case', 'JavaScript:alert(1)'],
    ['data: scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path without a leading slash', 'ess/myWorkHour'],
    ['bare host', 'evil.example'],
    ['tab that the URL parser strips', '/\t/evil.example'],
    ['newline that the URL parser strips', '/\n/evil.example'],
    ['leading space', ' /ess'],
    ['same origin with a scheme-relative path', 'https://maru.example.com//evil.example'],
    ['encoded-nothing protocol', 'ftp://maru.example.com/'],
  ])('refuses %s', (_label, input) => {
    expect(safeReturnPath(input, origin)).toBe('/');
  });

  it.each(['/signin', '/signin?returnUrl=%2F', '/logout'])(
    'never returns to the sign-in or logout page (%s), which would loop',
    (input) => {
      expect(safeReturnPath(input, origin)).toBe('/');
    },
  );
});
