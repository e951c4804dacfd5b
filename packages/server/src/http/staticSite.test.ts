import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';

let h: Harness;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maru-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Maru</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("maru");');
  h = await createHarness({ staticDir: dir });
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await h.close();
});

describe('the built portal is served at / with an SPA fallback', () => {
  it('serves index.html at / with the security headers', async () => {
    const response = await h.call('GET', '/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('same-origin');
  });

  it('allows self, inline styles (styled-components) and data: images, and nothing foreign', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data:");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await h.call('GET', '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it('answers deep links with index.html so the client router can take over', async () => {
    const response = await h.call('GET', '/ess/myWorkHour');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not with HTML', async () => {
    const response = await h.call('GET', '/assets/old-build.js');
    expect(response.status).toBe(404);
  });

  it('never falls back to index.html for API paths', async () => {
    const response = await h.call('GET', '/api/no/such/thing');
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Type')).toMatch(/json/);
  });

  it('does not serve files outside the folder', async () => {
    const response = await h.call('GET', '/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });
});
