import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './securityHeaders';

let h: Harness;
let proxied: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness();
  proxied = await createHarness({ trustProxy: true });
  cookie = await h.signIn('minjun.kim');
});
afterAll(async () => {
  await h.close();
  await proxied.close();
});

describe('every answer carries the isolation headers (issue 13, CSP)', () => {
  it.each(['/api/cloud/info/', '/api/no/such/thing', '/ess/myWorkHour'])('%s', async (url) => {
    const response = await h.call('GET', url);
    expect(response.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe-inline');
  });

  it('allows geolocation for this origin only (the commute actions) and denies the rest', () => {
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

describe('HSTS only when the browser came over https (issue 13 §7)', () => {
  it('is sent behind a trusted proxy that says https', async () => {
    const response = await proxied.call('GET', '/api/cloud/info/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is sent for an https URL', async () => {
    const response = await h.call('GET', 'https://localhost/api/cloud/info/');
    expect(response.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('is not sent over plain http, nor on an untrusted X-Forwarded-Proto', async () => {
    expect((await h.call('GET', '/')).headers.get('Strict-Transport-Security')).toBeNull();
    const forged = await h.call('GET', '/api/cloud/info/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(forged.headers.get('Strict-Transport-Security')).toBeNull();
    const proxyHttp = await proxied.call('GET', '/api/cloud/info/', {
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(proxyHttp.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('API answers are never stored (issue 13 §7)', () => {
  it.each([
    ['a personal answer', '/api/gw/common/gw/user/myProfile', true],
    ['an anonymous answer', '/api/cloud/info/', false],
    ['a 401', '/api/gw/common/gw/user/myProfile', false],
    ['an unknown API', '/api/no/such/thing', true],
  ])('%s carries Cache-Control: no-store', async (_name, url, signedIn) => {
    const response = await h.call('GET', url, signedIn ? { cookie } : {});
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a write’s answer too', async () => {
    const response = await h.call('POST', '/api/auth/signin', {
      body: { loginId: 'minjun.kim', password: 'wrong' },
    });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});
