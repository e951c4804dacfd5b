import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

/*
 * Issue 13, hole 7 (cookie): behind a trusted TLS proxy the session cookie is
 * `__Host-maru_session`, Secure, Path=/, no Domain; plain http keeps `maru_session`.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ trustProxy: true });
});
afterAll(() => h.close());

const HTTPS = { 'X-Forwarded-Proto': 'https' } as const;
const PROFILE = '/api/gw/common/gw/user/myProfile';

async function signInOverHttps(loginId: string): Promise<{ setCookie: string; token: string }> {
  const response = await h.call('POST', '/api/auth/signin', {
    body: { loginId, password: 'maru1234!' },
    headers: HTTPS,
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const token = /^__Host-maru_session=([^;]+);/.exec(setCookie)?.[1] ?? '';
  return { setCookie, token };
}

describe('session cookie behind a trusted TLS proxy', () => {
  it('is __Host-maru_session with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const { setCookie, token } = await signInOverHttps('minjun.kim');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attributes = setCookie.split(';').map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=43200']),
    );
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it('reads only the name that applies to the request', async () => {
    const { token } = await signInOverHttps('minjun.kim');
    const secure = `__Host-maru_session=${token}`;
    expect((await h.call('GET', PROFILE, { cookie: secure, headers: HTTPS })).status).toBe(200);
    // The plain name over https (a cookie planted over http) is not a session…
    const plain = `maru_session=${token}`;
    expect((await h.call('GET', PROFILE, { cookie: plain, headers: HTTPS })).status).toBe(401);
    // …and plain http does not read the https cookie.
    expect((await h.call('GET', PROFILE, { cookie: secure })).status).toBe(401);
  });

  it('cloud info reads the __Host- cookie: a signed-in Maru Labs member gets its settings', async () => {
    const { token } = await signInOverHttps('labs');
    const cookie = `__Host-maru_session=${token}`;
    const anonymous = await (await h.call('GET', '/api/cloud/info/', { headers: HTTPS })).json();
    const signedIn = await (
      await h.call('GET', '/api/cloud/info/', { cookie, headers: HTTPS })
    ).json();
    expect(signedIn).not.toEqual(anonymous);
  });

  it('sign-out ends the session and clears the __Host- cookie', async () => {
    const { token } = await signInOverHttps('minjun.kim');
    const cookie = `__Host-maru_session=${token}`;
    const response = await h.call('POST', '/api/auth/signout', { cookie, headers: HTTPS });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^__Host-maru_session=;.*Max-Age=0/);
    expect(response.headers.get('Set-Cookie')).toContain('Secure');
    expect((await h.call('GET', PROFILE, { cookie, headers: HTTPS })).status).toBe(401);
  });

  it('plain http (X-Forwarded-Proto absent) keeps maru_session without Secure', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
    });
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^maru_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).not.toContain('Secure');
  });
});
