import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './returnUrl';

const ORIGIN = 'http://127.0.0.1:3000';

describe('safeReturnUrl — the login return URL is same-origin only (GUIDE §7, spec 01 §4)', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/ess/myWorkHour?tab=2#today', '/ess/myWorkHour?tab=2#today'],
    ['/community/board/12/view/34', '/community/board/12/view/34'],
    ['/검색?q=마루', '/%EA%B2%80%EC%83%89?q=%EB%A7%88%EB%A3%A8'],
    ['  /home  ', '/home'],
    [`${ORIGIN}/ess/`, '/ess/'],
    [`${ORIGIN}/a?b=c#d`, '/a?b=c#d'],
    [`HTTP://127.0.0.1:3000/upper`, '/upper'],
    ['/a/../b', '/b'],
  ])('accepts the same-origin target %s as %s', (candidate, expected) => {
    expect(safeReturnUrl(candidate, ORIGIN)).toBe(expected);
  });

  it.each([
    ['protocol-relative URL', '//evil.example/path'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['backslash host trick', '/\\evil.example'],
    ['backslash-only host trick', '\\\\evil.example'],
    ['mixed slash host trick', '\\/evil.example'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['upper-case JavaScript: URL', 'JaVaScRiPt:alert(1)'],
    ['javascript: URL with leading space', ' javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript: URL', 'vbscript:msgbox(1)'],
    ['mailto: URL', 'mailto:a@b.c'],
    ['another origin', 'https://evil.example/'],
    ['same host, other port', 'http://127.0.0.1:4000/'],
    ['same host, other scheme', 'https://127.0.0.1:3000/'],
    ['look-alike host with user info', 'http://127.0.0.1:3000@evil.example/'],
    ['own origin with user info', 'http://user:pw@127.0.0.1:3000/'],
    ['relative path without slash', 'home'],
    ['dot-relative path', './home'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['null byte', '/home\u0000'],
    ['empty string', ''],
    ['blank string', '   '],
    ['over-long value', `/${'a'.repeat(3000)}`],
    ['path normalising to a double slash', '/.//evil.example'],
  ])('refuses a %s and gives /', (_name, candidate) => {
    expect(safeReturnUrl(candidate, ORIGIN)).toBe('/');
  });

  it.each([[undefined], [null], [42], [{ href: '/home' }], [['/home']]])(
    'gives / for a non-string value %j',
    (candidate) => {
      expect(safeReturnUrl(candidate, ORIGIN)).toBe('/');
    },
  );

  it('gives / when the origin itself is not a web origin', () => {
    expect(safeReturnUrl('/home', 'not a url')).toBe('/');
    expect(safeReturnUrl('/home', 'file:///etc')).toBe('/');
  });

  it('compares origins exactly, also for https origins', () => {
    expect(safeReturnUrl('https://maru.example/x', 'https://maru.example')).toBe('/x');
    expect(safeReturnUrl('https://maru.example.evil/x', 'https://maru.example')).toBe('/');
    expect(safeReturnUrl('https://sub.maru.example/x', 'https://maru.example')).toBe('/');
  });
});
