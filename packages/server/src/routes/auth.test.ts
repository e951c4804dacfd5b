import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, rowCount, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ allowedOrigins: ['http://localhost:5173'] });
});
afterAll(() => h.close());

describe('POST /api/auth/signin', () => {
  it('signs a demo account in: answers its userId and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userId: 'U0001' });
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^maru_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure only when the request is https', async () => {
    const response = await h.call('POST', 'https://maru.example/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      headers: { Origin: 'https://maru.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toContain('Secure');
  });

  it('stores only the sha256 of the session token, never the token itself', async () => {
    const cookie = await h.signIn('seoyeon.lee');
    const token = cookie.split('=')[1] ?? '';
    const rows = await h.db.selectFrom('sessions').select('id').execute();
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it.each([
    ['a wrong password', 'minjun.kim', 'wrong-password'],
    ['an unknown login id', 'nobody', 'maru1234!'],
  ])(
    'refuses %s with 401 and the same message, starting no session',
    async (_n, loginId, password) => {
      const before = await rowCount(h.db, 'sessions');
      const response = await h.call('POST', '/api/auth/signin', {
        body: { loginId, password },
        headers: { Lang: 'en' },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await response.json()).toEqual({
        meta: { code: 401, message: 'The ID or password is incorrect.', errorType: 'unauthorized' },
      });
      expect(await rowCount(h.db, 'sessions')).toBe(before);
    },
  );

  it('answers the failure in Korean by default (Lang header absent)', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'nope' },
    });
    const body = (await response.json()) as { meta: { message: string } };
    expect(body.meta.message).toBe('아이디 또는 비밀번호가 올바르지 않습니다.');
  });

  it('bad input → 400 validation with a clear message per field, nothing written', async () => {
    const before = await rowCount(h.db, 'sessions');
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: '', password: '' },
      headers: { Lang: 'en' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      meta: { errorType: string; message: string; data: { field: string; message: string }[] };
    };
    expect(body.meta.errorType).toBe('validation');
    expect(body.meta.message).toBe('The request is not valid.');
    expect(body.meta.data).toEqual([
      { field: 'loginId', message: 'Enter your ID.' },
      { field: 'password', message: 'Enter your password.' },
    ]);
    expect(await rowCount(h.db, 'sessions')).toBe(before);
  });

  it('a body that is not JSON → 400 validation naming the body', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: '{not json',
      headers: { Lang: 'en' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      meta: { errorType: 'validation', data: [{ field: 'body' }] },
    });
  });

  it('sign-in is a write: a cross-site request gets 403 and starts no session', async () => {
    const before = await rowCount(h.db, 'sessions');
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      sameOrigin: false,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ meta: { code: 403, errorType: 'forbidden' } });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await rowCount(h.db, 'sessions')).toBe(before);
  });

  it('accepts a write from a configured extra origin (the Vite dev server)', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      sameOrigin: false,
      headers: { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-site' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a write that carries neither Origin nor Sec-Fetch-Site', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'maru1234!' },
      sameOrigin: false,
    });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/auth/signout', () => {
  it('invalidates the session and clears the cookie', async () => {
    const cookie = await h.signIn('minjun.kim');
    expect((await h.call('GET', '/api/gw/common/gw/user/myProfile', { cookie })).status).toBe(200);

    const response = await h.call('POST', '/api/auth/signout', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('Set-Cookie')).toMatch(/^maru_session=;.*Max-Age=0/);

    // The old cookie no longer works even if the browser kept it.
    const after = await h.call('GET', '/api/gw/common/gw/user/myProfile', { cookie });
    expect(after.status).toBe(401);
  });

  it('is refused cross-site (403), leaving the session alive', async () => {
    const cookie = await h.signIn('minjun.kim');
    const response = await h.call('POST', '/api/auth/signout', {
      cookie,
      sameOrigin: false,
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await h.call('GET', '/api/gw/common/gw/user/myProfile', { cookie })).status).toBe(200);
  });
});

describe('sessions expire', () => {
  it('a session older than its lifetime gets 401', async () => {
    const cookie = await h.signIn('minjun.kim');
    h.advance(13 * 3600);
    const response = await h.call('GET', '/api/hr/commute/status?offset=540', { cookie });
    expect(response.status).toBe(401);
    h.setTime('2026-11-23T00:00:00Z');
  });

  it('a forged cookie value gets 401', async () => {
    const response = await h.call('GET', '/api/hr/commute/status?offset=540', {
      cookie: `maru_session=${'A'.repeat(43)}`,
    });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/auth/login-redirect — the return URL is accepted only when same-origin', () => {
  it.each([
    ['/ess/myWorkHour?x=1', '/signin?returnUrl=%2Fess%2FmyWorkHour%3Fx%3D1'],
    ['http://localhost/home', '/signin?returnUrl=%2Fhome'],
    ['https://evil.example/', '/signin?returnUrl=%2F'],
    ['//evil.example', '/signin?returnUrl=%2F'],
    ['/\\evil.example', '/signin?returnUrl=%2F'],
    ['javascript:alert(1)', '/signin?returnUrl=%2F'],
  ])('sends %s to %s with 302', async (returnUrl, location) => {
    const response = await h.call(
      'GET',
      `/api/auth/login-redirect?returnUrl=${encodeURIComponent(returnUrl)}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('works without a returnUrl and without a session', async () => {
    const response = await h.call('GET', '/api/auth/login-redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/signin?returnUrl=%2F');
  });
});
