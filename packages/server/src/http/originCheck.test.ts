import { describe, expect, it } from 'vitest';
import { isWriteAllowed } from './originCheck';

const own = 'http://127.0.0.1:3000';
const base = { ownOrigin: own, allowedOrigins: ['http://localhost:5173'] };

describe('writes require Sec-Fetch-Site same-origin|none or an allowed Origin (GUIDE §7)', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', 'same-origin', undefined],
    ['Sec-Fetch-Site none (typed by the user)', 'none', undefined],
    ['the server’s own Origin', undefined, own],
    ['a configured extra Origin', 'same-site', 'http://localhost:5173'],
    ['upper-case Sec-Fetch-Site', 'Same-Origin', undefined],
  ])('allows %s', (_name, secFetchSite, origin) => {
    expect(isWriteAllowed({ ...base, secFetchSite, origin })).toBe(true);
  });

  it.each([
    ['no header at all', undefined, undefined],
    ['a cross-site request', 'cross-site', 'https://evil.example'],
    ['a same-site request from an unlisted origin', 'same-site', 'http://127.0.0.1:4000'],
    ['an opaque Origin null', undefined, 'null'],
    ['an origin that only starts with ours', undefined, `${own}.evil.example`],
  ])('refuses %s', (_name, secFetchSite, origin) => {
    expect(isWriteAllowed({ ...base, secFetchSite, origin })).toBe(false);
  });
});
