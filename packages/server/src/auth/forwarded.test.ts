import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { UNKNOWN_ADDRESS, clientAddress, isHttpsRequest } from './forwarded';
import { setSessionCookie } from './sessionCookie';

/** A bare app with the trusted-proxy setting, answering what it read from the request. */
function probe(trustProxy: boolean) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('trustProxy', trustProxy);
    await next();
  });
  app.get('/probe', (c) => {
    setSessionCookie(c, 'token');
    return c.json({ address: clientAddress(c), https: isHttpsRequest(c) });
  });
  return app;
}

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const forwarded = {
  'X-Forwarded-For': '198.51.100.1, 203.0.113.9',
  'X-Forwarded-Proto': 'https',
};

describe('client address and scheme: X-Forwarded-* only from a trusted proxy (issue 13)', () => {
  it('without the setting: the socket address, http, and forged X-Forwarded-* ignored', async () => {
    const response = await probe(false).request(
      '/probe',
      { headers: forwarded },
      socket('192.0.2.7'),
    );
    expect(await response.json()).toEqual({ address: '192.0.2.7', https: false });
    expect(response.headers.get('Set-Cookie')).toMatch(/^maru_session=token;/);
    expect(response.headers.get('Set-Cookie')).not.toContain('Secure');
  });

  it("with the setting: the right-most X-Forwarded-For entry (the proxy's), https from the proxy", async () => {
    const response = await probe(true).request(
      '/probe',
      { headers: forwarded },
      socket('127.0.0.1'),
    );
    expect(await response.json()).toEqual({ address: '203.0.113.9', https: true });
  });

  it('with the setting but no X-Forwarded-For: the socket address', async () => {
    const response = await probe(true).request('/probe', {}, socket('192.0.2.8'));
    expect(await response.json()).toEqual({ address: '192.0.2.8', https: false });
  });

  it('a request with no socket (app.request in tests) is one fixed address', async () => {
    const response = await probe(false).request('/probe');
    expect(await response.json()).toEqual({ address: UNKNOWN_ADDRESS, https: false });
  });

  it('an https URL is https whatever the setting', async () => {
    const response = await probe(false).request('https://maru.example/probe');
    expect(await response.json()).toMatchObject({ https: true });
  });
});
