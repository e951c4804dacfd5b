import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../log/capture';
import { createHarness, rowCount, type Harness } from '../testing/harness';
import { isWriteAllowed } from './originCheck';

const own = 'http://127.0.0.1:3000';
const base = { ownOrigins: [own], allowedOrigins: ['http://localhost:5173'] };

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

describe('the Origin of a write is compared with the configured public origins, not with Host (issue 13 §6)', () => {
  let h: Harness;
  beforeAll(async () => {
    // Behind a trusted proxy the host check reads X-Forwarded-Host, so Host alone is free.
    h = await createHarness({ publicOrigins: ['https://maru.example'], trustProxy: true });
  });
  afterAll(() => h.close());

  const signIn = (headers: Record<string, string>) =>
    h.call('POST', 'http://evil.example:3000/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      sameOrigin: false,
      headers: { Host: 'evil.example:3000', 'X-Forwarded-Host': 'maru.example', ...headers },
    });

  const logs = captureLogs();

  it('refuses an Origin equal to the Host when the Host is not a public origin', async () => {
    const sessions = await rowCount(h.db, 'sessions');
    const response = await signIn({ Origin: 'http://evil.example:3000' });
    expect(response.status).toBe(403);
    expect(await rowCount(h.db, 'sessions')).toBe(sessions);
  });

  it('issue 15: a refused write is logged as such, with the origin and without the body', async () => {
    await signIn({ Origin: 'http://evil.example:3000' });
    expect(logs.events('requestRefused')).toEqual([
      expect.objectContaining({
        level: 'warn',
        check: 'origin',
        method: 'POST',
        path: '/api/auth/signin',
        status: 403,
        origin: 'http://evil.example:3000',
      }),
    ]);
    expect(logs.text()).not.toContain('maru1234!');
  });

  it('accepts the configured public origin', async () => {
    const response = await signIn({ Origin: 'https://maru.example' });
    expect(response.status).toBe(200);
  });
});
